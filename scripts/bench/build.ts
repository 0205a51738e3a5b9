import { spawnSync } from 'node:child_process';
import { BENCH } from './config';

export function viteBuild(outDir: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  const result = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`vite build of ${outDir} failed (exit ${result.status})`);
  }
  console.log(`build: ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Production build into the bench's own folder, with the Vite manifest for the chunk graph; and
 * the same with French on, for the language switch alone (scripts/bench/config.ts).
 */
export function buildBundle(): void {
  // Hidden source maps (no comment in the JS, so sizes are unchanged) show what each chunk holds.
  viteBuild(BENCH.outDir, ['--manifest', '--sourcemap', 'hidden']);
  viteBuild(BENCH.frenchOutDir, [], { VITE_ENABLE_FRENCH: 'true' });
}
