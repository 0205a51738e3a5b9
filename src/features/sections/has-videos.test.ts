import { describe, expect, it } from 'vitest';
import { content } from '@/content/en/index';
import type { SectionContent } from '@/content/types';
import { hasVideos } from './has-videos';

describe('hasVideos', () => {
  it('is true for each section of the toolkit (each has video tutorials or a video)', () => {
    expect(hasVideos(content.sections.implementation)).toBe(true);
    expect(hasVideos(content.sections.training)).toBe(true);
    expect(hasVideos(content.sections.promotional)).toBe(true);
  });

  it('finds a video in a group, and none in a section of documents only', () => {
    const pdf = { kind: 'pdf', id: 'guide', title: 'Guide', file: 'guide.pdf', thumb: 'guide.jpg' } as never;
    const video = { kind: 'video', id: 'intro', title: 'Intro' } as never;
    const section = (items: unknown[], groupItems: unknown[]): SectionContent =>
      ({
        id: 'training',
        title: 'T',
        blocks: [{ id: 'b', heading: 'B', items, groups: [{ id: 'g', heading: 'G', items: groupItems }] }],
      }) as never;
    expect(hasVideos(section([pdf], [pdf]))).toBe(false);
    expect(hasVideos(section([pdf], [video]))).toBe(true);
  });
});
