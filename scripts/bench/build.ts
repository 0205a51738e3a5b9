import { spawnSync } from 'node:child_process';
import { BENCH } from './config';

/** Production build into the bench's own folder, with the Vite manifest for the chunk graph. */
export function buildBundle(): void {
  const started = Date.now();
  const result = spawnSync(
    'node_modules/.bin/vite',
    // Hidden source maps (no comment in the JS, so sizes are unchanged) show what each chunk holds.
    ['build', '--outDir', BENCH.outDir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`vite build failed (exit ${result.status})`);
  }
  console.log(`build: ${BENCH.outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
