import { normalise, WORD } from '../terms';

/** A run of text, marked when it is a word the query matched. */
export interface Segment {
  text: string;
  mark?: true;
}

/** Splits text into runs, marking the words whose index form is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!terms.has(normalise(word[0]))) continue;
    if (word.index > last) segments.push({ text: text.slice(last, word.index) });
    segments.push({ text: word[0], mark: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Where the first matched word starts, or -1. */
function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const word of text.matchAll(WORD)) if (terms.has(normalise(word[0]))) return word.index;
  return -1;
}

/**
 * A short passage of the body around its first matched word (its beginning when only the
 * title matched), cut at word boundaries, with the matched words marked.
 */
export function snippet(body: string, terms: ReadonlySet<string>, length = 150): Segment[] {
  // Lines (a document's, a slide's points) run on, separated where they do not end a sentence.
  const text = body.replace(/([^.!?:;,])[ \t]*\n\s*/g, '$1 · ').replace(/\s+/g, ' ').trim();
  if (text.length <= length) return highlight(text, terms);
  const match = firstMatch(text, terms);
  let start = match > 40 ? text.lastIndexOf(' ', match - 40) + 1 : 0;
  if (start + length > text.length) start = Math.max(0, text.indexOf(' ', text.length - length) + 1);
  let end = start + length;
  const space = text.lastIndexOf(' ', end);
  if (end < text.length && space > start) end = space;
  const passage = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(passage, terms);
}
