import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entry, makeIndex } from '../../src/features/packs/test-fixtures';
import { packSizes } from './packs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function publicWith(index: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-packs-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'content-index'));
  writeFileSync(path.join(dir, 'content-index', 'en.json'), JSON.stringify(index));
  return dir;
}

describe('packSizes', () => {
  it('measures the core pack as the app downloads it: captions come with the videos, not in it', () => {
    const index = makeIndex();
    const [en] = packSizes(publicWith(index));
    const all = [...Object.values(index.modules), ...Object.values(index.sections)].flat();
    const bytes = (kinds: string[]) => all.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.bytes, 0);
    expect(all.some((e) => e.kind === 'captions')).toBe(true);
    expect(en.total.core).toBe(bytes(['image', 'audio', 'pdf']));
    expect(en.total.video).toBe(bytes(['video', 'captions']));
  });

  it('counts a caption file once, with its video', () => {
    const index = makeIndex();
    index.sections.training = [entry('/videos/en/training/a.mp4', 100, 'video'), entry('/videos/en/training/a.vtt', 7, 'captions')];
    const training = packSizes(publicWith(index))[0].sections.find((s) => s.name === 'training');
    expect(training?.video).toBe(90_000 + 300 + 100 + 7);
  });
});
