import { describe, expect, it } from 'vitest';
import { currentShas, moduleEntries, packEntries, sumBytes } from './packs';
import { makeIndex } from './test-fixtures';

describe('packs', () => {
  const index = makeIndex();

  it('core pack has every slide, narration and PDF but no video or captions', () => {
    const core = packEntries(index, 'core');
    expect(core.some((e) => e.kind === 'video' || e.kind === 'captions')).toBe(false);
    expect(core.map((e) => e.path)).toContain('/pdfs/en/implementation/guide.pdf');
    expect(core).toHaveLength(9 * 2 + 3);
  });

  it('a section pack is the section plus its modules, videos included, each file once', () => {
    const training = packEntries(index, 'training');
    const paths = training.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/videos/en/training/tutorial.mp4');
    expect(paths).toContain('/videos/en/modules/3/slide-6.mp4');
    expect(paths).toContain('/images/en/modules/1-training/slide-1.svg');
    expect(paths).not.toContain('/images/en/modules/1-implementation/slide-1.svg');
    expect(sumBytes(training)).toBe(7 * 6000 + 90_300 + 230_000);
  });

  it('the promotional pack has no modules', () => {
    expect(packEntries(index, 'promotional').map((e) => e.path)).toEqual(['/images/en/promotional/poster.svg']);
  });

  it('all is the union of everything', () => {
    expect(packEntries(index, 'all')).toHaveLength(9 * 2 + 2 + 4);
    expect(currentShas([index]).size).toBe(24);
  });

  it('module entries come from the index', () => {
    expect(moduleEntries(index, '3')).toHaveLength(4);
  });
});

describe('video formats', () => {
  it('keeps only the format the device plays when both exist', () => {
    const index = makeIndex();
    index.sections.training.push({ ...index.sections.training[1], path: '/videos/en/training/tutorial.webm' });
    const webm = packEntries(index, 'training', 'webm').map((e) => e.path);
    expect(webm).toContain('/videos/en/training/tutorial.webm');
    expect(webm).not.toContain('/videos/en/training/tutorial.mp4');
    // A video that exists in one format only is always kept.
    expect(webm).toContain('/videos/en/modules/3/slide-6.mp4');
    const mp4 = packEntries(index, 'training', 'mp4').map((e) => e.path);
    expect(mp4).toContain('/videos/en/training/tutorial.mp4');
    expect(mp4).not.toContain('/videos/en/training/tutorial.webm');
  });
});
