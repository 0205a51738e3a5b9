import { start } from './app/start';
import './styles/global.css';

// Everything the app starts, in order: src/app/start.ts.
void start();
