import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = '.variant-of';

/**
 * A second production build of the same sources with other settings (`env`: another build id,
 * another API origin), in `outDir`. Kept while the main build (`from`, whose index.html names
 * every content-hashed chunk, so it changes with the sources) and the settings are the same:
 * a run after no change builds nothing. Called from one place per run (tests/global-setup.ts,
 * an engine suite's prepare), never by two processes at once.
 */
export function variantBuild(outDir: string, env: Record<string, string>, from = process.env.DIST_DIR ?? 'dist'): void {
  const stamp = createHash('sha256')
    .update(readFileSync(path.join(from, 'index.html')))
    .update(JSON.stringify(env))
    .digest('hex');
  const stampFile = path.join(outDir, '.deploy', STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    // A production build even from a test runner (Vitest sets NODE_ENV=test, which would make
    // it a development build, with the mock service worker).
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`build of ${outDir} failed`);
  writeFileSync(stampFile, stamp);
}
