/**
 * The production build made slow on purpose (scripts/bench/slowed.ts), for the bench's self-test:
 * `vite build --config scripts/bench/vite.slowed.config.ts`. Everything else is vite.config.ts.
 */
import { mergeConfig } from 'vite';
import base from '../../vite.config';
import { ballastChunk, slowNextHandler } from './slowed';

// eslint-disable-next-line no-restricted-syntax -- Vite reads a config file's default export (as *.config.ts at the root).
export default mergeConfig(base, { plugins: [slowNextHandler(), ballastChunk()] });
