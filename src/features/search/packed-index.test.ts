import MiniSearch, { type AsPlainObject } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexOptions } from './options';
import { loadPacked, packIndex } from './packed-index';

const docs = [
  { id: 0, title: 'Eligibility criteria', where: 'Resources', text: 'Adults aged 18 and over. Adults who want to change.' },
  { id: 1, title: '', where: 'Overview', text: 'Progress checks every two weeks; progress reports, progress.' },
  { id: 2, title: 'Critères d’admissibilité', where: 'Ressources', text: 'Thérapeute, thérapeutes.' },
];

/** The serialised index with its terms in order (the tree lists them in the order they were added). */
const byTerm = (js: AsPlainObject) => ({ ...js, index: [...js.index].sort(([a], [b]) => (a < b ? -1 : 1)) });

describe('packed index', () => {
  it('reads back exactly what MiniSearch wrote', () => {
    const index = new MiniSearch(indexOptions('en'));
    index.addAll(docs);
    const js = index.toJSON();
    const packed = packIndex(js);
    // Through JSON, as the build writes it, and back into MiniSearch: the same index.
    const read = loadPacked(MiniSearch, JSON.parse(JSON.stringify(packed)), indexOptions('en'));
    expect(byTerm(read.toJSON())).toEqual(byTerm(js));
    for (const query of ['progress eligib', 'therapeute', 'adults']) {
      expect(read.search(query, { prefix: true, fuzzy: 1 })).toEqual(index.search(query, { prefix: true, fuzzy: 1 }));
    }
  });

  it('refuses an index whose ids are not the documents’ positions', () => {
    const index = new MiniSearch(indexOptions('en'));
    index.addAll(docs.map((d) => ({ ...d, id: d.id + 10 })));
    expect(() => packIndex(index.toJSON())).toThrow(/positions/);
  });
});
