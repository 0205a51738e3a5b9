import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NormalizedOutputOptions, OutputBundle } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_WORKER_FILE, withoutMockWorker } from './mock-worker';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder as Vite leaves it once public/ (with the mock worker) is copied in. */
function builtDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-worker-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, MOCK_WORKER_FILE), '/* MSW */');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

function writeBundle(dir: string): void {
  const hook = withoutMockWorker().writeBundle;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  // The hook reads only the output folder.
  void handler?.call({} as never, { dir } as NormalizedOutputOptions, {} as OutputBundle);
}

describe('withoutMockWorker', () => {
  it('runs in builds only (the dev server serves the worker)', () => {
    expect(withoutMockWorker().apply).toBe('build');
  });

  it('removes the mock worker copied from public/ and leaves the rest of the build', () => {
    const dir = builtDir();
    writeBundle(dir);
    expect(existsSync(path.join(dir, MOCK_WORKER_FILE))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
  });

  it('is quiet when public/ had no worker (a clone where npm run dev never ran)', () => {
    const dir = builtDir();
    rmSync(path.join(dir, MOCK_WORKER_FILE));
    expect(() => writeBundle(dir)).not.toThrow();
  });
});
