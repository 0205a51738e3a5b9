import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** MSW's worker script, written into public/ by `msw init` (npm run dev's predev). */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/**
 * Keeps the dev-only mock worker out of the production build. Vite copies public/ into the
 * build whole, and public/ holds the worker once `npm run dev` has run in this clone; a build
 * that served it would let MSW answer the app's API calls.
 */
export function withoutMockWorker(): Plugin {
  return {
    name: 'toolkit-without-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) rmSync(path.join(options.dir, MOCK_WORKER_FILE), { force: true });
    },
  };
}
