import { describe, expect, it } from 'vitest';
import type { ContentIndex } from '@/content/types';
import { IndexSet } from './index-set';
import { entry, makeIndex } from './test-fixtures';

const url = (path: string) => `http://app${path}`;

function french(): ContentIndex {
  const index = makeIndex();
  return { ...index, lang: 'fr', sections: { ...index.sections, implementation: [entry('/pdfs/fr/guide.pdf', 10)] } };
}

describe('IndexSet: look-ups across the loaded indexes', () => {
  it('maps a cache URL back to its content path, in any loaded language', () => {
    const set = new IndexSet(() => [makeIndex(), french()], url);
    expect(set.pathOfUrl('http://app/images/en/modules/2/slide-1.svg')).toBe('/images/en/modules/2/slide-1.svg');
    expect(set.pathOfUrl('http://app/pdfs/fr/guide.pdf')).toBe('/pdfs/fr/guide.pdf');
  });

  it('knows no URL that no index lists', () => {
    const set = new IndexSet(() => [makeIndex()], url);
    expect(set.pathOfUrl('http://app/images/en/unknown.svg')).toBeUndefined();
    expect(set.pathOfUrl('http://other/images/en/modules/2/slide-1.svg')).toBeUndefined();
  });

  it('finds the index entry (size and sha256) of a path', () => {
    const set = new IndexSet(() => [makeIndex(), french()], url);
    expect(set.entryFor('/pdfs/fr/guide.pdf')).toMatchObject({ bytes: 10, kind: 'image' });
    expect(set.entryFor('/videos/en/training/tutorial.mp4')).toMatchObject({ bytes: 200_000, kind: 'video' });
    expect(set.entryFor('/nowhere.pdf')).toBeUndefined();
  });

  it('sees an index loaded later once reset', () => {
    const indexes: ContentIndex[] = [makeIndex()];
    const set = new IndexSet(() => indexes, url);
    expect(set.pathOfUrl('http://app/pdfs/fr/guide.pdf')).toBeUndefined();
    indexes.push(french());
    set.reset();
    expect(set.pathOfUrl('http://app/pdfs/fr/guide.pdf')).toBe('/pdfs/fr/guide.pdf');
  });
});
