import { start } from './app/start';
import './styles/global.css';
import './styles/display.css';

// A test build of a broken deploy (tests/offline/bad-deploy.spec.ts): its entry throws at start.
// Production builds drop this line with its condition.
if (import.meta.env.VITE_TEST_BROKEN_START === '1') throw new Error('test build: this deploy cannot start');
// Everything the app starts, in order: src/app/start.ts.
void start();
