import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STAMP = '.variant-of';

/**
 * A second production build of the same sources with other settings (`env`: another build id,
 * another API origin), in `outDir`. Built once for a given main build (`from`, whose index.html
 * names every hashed chunk) and settings: the projects and workers that need it share it, one
 * building while the others wait.
 */
export async function variantBuild(outDir: string, env: Record<string, string>, from = process.env.DIST_DIR ?? 'dist') {
  const stamp = createHash('sha256')
    .update(readFileSync(path.join(from, 'index.html')))
    .update(JSON.stringify(env))
    .digest('hex');
  const stampFile = path.join(outDir, '.deploy', STAMP);
  const current = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  const lock = `${path.resolve(outDir)}.lock`;
  for (;;) {
    if (current()) return;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Someone else builds it; a lock left by a killed run is stale after 5 minutes.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await pause(500);
    }
  }
  try {
    if (current()) return;
    const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      // A production build even from a test runner (Vitest sets NODE_ENV=test, which would make
      // it a development build, with the mock service worker).
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`build of ${outDir} failed`);
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
