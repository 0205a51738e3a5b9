import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/content/types';
import { toRuns } from './ItemList';

const text: ContentItem = { kind: 'text', paragraphs: ['p'] };
const pdf = (key: string): ContentItem => ({
  kind: 'pdf',
  key: `promotional.${key}`,
  title: key,
  imgSrc: '/i.jpg',
  url: '/p.pdf',
  print: 'a4',
  pages: [],
});
const link: ContentItem = { kind: 'link', key: 'implementation.X', image: '/x.svg', text: 'x', link: 'https://x.example' };
const placeholder: ContentItem = { kind: 'placeholder', title: 't', text: 'x' };

describe('toRuns', () => {
  it('groups consecutive card items into one grid and keeps others on their own row', () => {
    const runs = toRuns([text, pdf('A'), pdf('B'), placeholder, link, pdf('C')]);
    expect(runs.map((r) => [r.layout, r.items.length, r.start])).toEqual([
      ['single', 1, 0],
      ['cards', 3, 1],
      ['single', 1, 4],
      ['cards', 1, 5],
    ]);
  });

  it('never merges single-row items', () => {
    expect(toRuns([link, link]).map((r) => r.items.length)).toEqual([1, 1]);
  });
});
