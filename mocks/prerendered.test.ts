import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered';

describe('prerenderedPage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
  writeFileSync(path.join(root, 'index.html'), 'shell');
  mkdirSync(path.join(root, 'toolkit/en/training'), { recursive: true });
  writeFileSync(path.join(root, 'toolkit/en/training/index.html'), 'page');

  it('finds the page written for a route, with or without a trailing slash', () => {
    expect(prerenderedPage(root, '/toolkit/en/training')).toBe(path.join(root, 'toolkit/en/training/index.html'));
    expect(prerenderedPage(root, '/toolkit/en/training/')).toBe(path.join(root, 'toolkit/en/training/index.html'));
  });

  it('has nothing for other routes, the root or paths that climb out of the build', () => {
    expect(prerenderedPage(root, '/toolkit/en/promotional')).toBeNull();
    expect(prerenderedPage(root, '/')).toBeNull();
    expect(prerenderedPage(root, '/../prerendered-x/toolkit/en/training')).toBeNull();
    expect(prerenderedPage(root, '/toolkit/../../etc')).toBeNull();
  });
});
