import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexOptions } from './options';
import { packIndex, unpackIndex } from './packed-index';

const docs = [
  { id: 0, title: 'Eligibility criteria', where: 'Resources', text: 'Adults aged 18 and over. Adults who want to change.' },
  { id: 1, title: '', where: 'Overview', text: 'Progress checks every two weeks; progress reports, progress.' },
  { id: 2, title: 'Critères d’admissibilité', where: 'Ressources', text: 'Thérapeute, thérapeutes.' },
];

describe('packed index', () => {
  it('reads back exactly what MiniSearch wrote', () => {
    const index = new MiniSearch(indexOptions('en'));
    index.addAll(docs);
    const js = index.toJSON();
    const packed = packIndex(js);
    // It survives JSON, as the build writes it.
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)))).toEqual(js);
    const read = MiniSearch.loadJS(unpackIndex(packed), indexOptions('en'));
    expect(read.search('progress eligib', { prefix: true })).toEqual(index.search('progress eligib', { prefix: true }));
  });

  it('refuses an index whose ids are not the documents’ positions', () => {
    const index = new MiniSearch(indexOptions('en'));
    index.addAll(docs.map((d) => ({ ...d, id: d.id + 10 })));
    expect(() => packIndex(index.toJSON())).toThrow(/positions/);
  });
});
