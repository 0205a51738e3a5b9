import type MiniSearch from 'minisearch';
import type { AsPlainObject, Options } from 'minisearch';

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

/** What of MiniSearch's state loading fills: its own loadJS, minus the objects it would make first. */
interface MiniSearchState {
  _index: { set(term: string, data: Map<number, Map<number, number>>): void };
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldLength: Map<number, number[]>;
}

const [COMMA, SEMICOLON, BAR, STAR] = [44, 59, 124, 42];

/** Reads the number at `at` (digits only); returns it and where it ends. */
function number(text: string, at: number): [number, number] {
  let value = 0;
  let i = at;
  for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) value = value * 10 + c - 48;
  return [value, i];
}

/**
 * A MiniSearch instance holding the packed index. The index is read straight into the maps
 * MiniSearch keeps (field names as in minisearch 7's loadJS): going through loadJS's plain object
 * would build every posting twice, and loading is on the way to the first results.
 */
export function loadPacked<M extends MiniSearch>(
  MiniSearchClass: { loadJS(js: AsPlainObject, options: Options): M },
  packed: PackedIndex,
  options: Options,
): M {
  const empty = { documentIds: {}, fieldLength: {}, storedFields: {}, index: [], dirtCount: 0, serializationVersion: 2 };
  const search = MiniSearchClass.loadJS(
    {
      ...empty,
      documentCount: packed.documentCount,
      nextId: packed.documentCount,
      fieldIds: packed.fieldIds,
      averageFieldLength: packed.averageFieldLength,
    },
    options,
  );
  const state = search as unknown as MiniSearchState;
  packed.fieldLength.forEach((lengths, id) => {
    state._documentIds.set(id, id);
    state._idToShortId.set(id, id);
    state._fieldLength.set(id, lengths);
  });
  const fields = Object.values(packed.fieldIds);
  const text = packed.postings;
  let i = 0;
  for (const term of packed.terms.split(' ')) {
    const data = new Map<number, Map<number, number>>();
    for (const field of fields) {
      let docs: Map<number, number> | undefined;
      let id = 0;
      while (i < text.length && text.charCodeAt(i) !== SEMICOLON && text.charCodeAt(i) !== BAR) {
        let gap: number;
        let count = 1;
        [gap, i] = number(text, i);
        if (text.charCodeAt(i) === STAR) [count, i] = number(text, i + 1);
        id += gap;
        (docs ??= new Map()).set(id, count);
        if (text.charCodeAt(i) === COMMA) i += 1;
      }
      if (docs) data.set(field, docs);
      if (text.charCodeAt(i) === SEMICOLON) i += 1;
    }
    if (text.charCodeAt(i) === BAR) i += 1;
    state._index.set(term, data);
  }
  return search;
}
