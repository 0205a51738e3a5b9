import type { AsPlainObject } from 'minisearch';

/**
 * MiniSearch's serialised index (its `toJSON()`, serialisation version 2) in a denser form:
 * about a third smaller gzipped, which keeps each language's index within its budget. Document
 * ids are the documents' positions (0…n-1, added in order), so they are not written.
 */
export interface PackedIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each document's field lengths, by position. */
  fieldLength: number[][];
  /** The terms, space-separated (a term never holds white space). */
  terms: string;
  /**
   * Per term (`|`), per field id (`;`), its documents (`,`): the gap from the previous
   * document's position, and `*n` when the term occurs n > 1 times.
   */
  postings: string;
}

type Postings = Record<string, number>;

function packPostings(postings: Postings | undefined): string {
  if (!postings) return '';
  let previous = 0;
  return Object.entries(postings)
    .map(([id, count]) => {
      const n = Number(id);
      const gap = n - previous;
      previous = n;
      return count > 1 ? `${gap}*${count}` : String(gap);
    })
    .join(',');
}

function unpackPostings(text: string): Postings {
  const postings: Postings = {};
  let id = 0;
  for (const entry of text.split(',')) {
    const [gap, count] = entry.split('*');
    id += Number(gap);
    postings[id] = count ? Number(count) : 1;
  }
  return postings;
}

export function packIndex(js: AsPlainObject): PackedIndex {
  const count = js.documentCount;
  const ids = Object.entries(js.documentIds);
  if (js.nextId !== count || ids.length !== count || ids.some(([short, id]) => Number(short) !== id)) {
    throw new Error('search index: document ids must be the positions 0…n-1');
  }
  if (js.dirtCount || Object.keys(js.storedFields).length) throw new Error('search index: no removals, no stored fields');
  const fields = Object.values(js.fieldIds);
  return {
    documentCount: count,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    fieldLength: ids.map(([short]) => js.fieldLength[short]),
    terms: js.index.map(([term]) => term).join(' '),
    postings: js.index.map(([, data]) => fields.map((f) => packPostings(data[f] as Postings | undefined)).join(';')).join('|'),
  };
}

/** Back to the plain object MiniSearch.loadJS reads. */
export function unpackIndex(packed: PackedIndex): AsPlainObject {
  const fields = Object.values(packed.fieldIds);
  const postings = packed.postings.split('|');
  const index: AsPlainObject['index'] = packed.terms.split(' ').map((term, t) => {
    const byField = postings[t].split(';');
    const data: Record<string, Postings> = {};
    fields.forEach((field, i) => {
      if (byField[i]) data[field] = unpackPostings(byField[i]);
    });
    return [term, data];
  });
  const positions = packed.fieldLength.map((_, i) => i);
  return {
    documentCount: packed.documentCount,
    nextId: packed.documentCount,
    documentIds: Object.fromEntries(positions.map((i) => [i, i])),
    fieldIds: packed.fieldIds,
    fieldLength: Object.fromEntries(positions.map((i) => [i, packed.fieldLength[i]])),
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}
