import { normalise } from '../terms';

/** A run of text, marked when it is a word the query matched. */
export interface Segment {
  text: string;
  mark?: true;
}

/** The text folded like the index's terms (case, accents), character for character: same length, same offsets. */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const plain = normalise(char);
    folded += plain.length === char.length ? plain : char;
  }
  return folded;
}

const patterns = new Map<string, RegExp | null>();

/** Whole words (as the index splits them) that are one of the terms, in folded text. */
function termPattern(terms: ReadonlySet<string>): RegExp | null {
  const key = [...terms].sort().join(' ');
  if (!patterns.has(key)) {
    const words = [...terms].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    patterns.set(key, words ? new RegExp(`(?<![^\\s\\p{P}\\p{S}])(?:${words})(?![^\\s\\p{P}\\p{S}])`, 'gu') : null);
  }
  return patterns.get(key)!;
}

function marks(text: string, folded: string, pattern: RegExp | null): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of pattern ? folded.matchAll(pattern) : []) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: text.slice(match.index, match.index + match[0].length), mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Splits text into runs, marking the words whose index form is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return marks(text, fold(text), termPattern(terms));
}

/** A body as snippets show it, and folded: computed once per document, not on every keystroke. */
const bodies = new Map<string, { text: string; folded: string }>();

function prepare(body: string) {
  let prepared = bodies.get(body);
  if (!prepared) {
    // Lines (a document's, a slide's points) run on, separated where they do not end a sentence.
    const text = body
      .replace(/([^.!?:;,])[ \t]*\n\s*/g, '$1 · ')
      .replace(/\s+/g, ' ')
      .trim();
    bodies.set(body, (prepared = { text, folded: fold(text) }));
  }
  return prepared;
}

/**
 * A short passage of the body around its first matched word (its beginning when only the
 * title matched), cut at word boundaries, with the matched words marked.
 */
export function snippet(body: string, terms: ReadonlySet<string>, length = 150): Segment[] {
  const { text, folded } = prepare(body);
  const pattern = termPattern(terms);
  if (text.length <= length) return marks(text, folded, pattern);
  const match = pattern ? folded.search(pattern) : -1;
  let start = match > 40 ? text.lastIndexOf(' ', match - 40) + 1 : 0;
  if (start + length > text.length) start = Math.max(0, text.indexOf(' ', text.length - length) + 1);
  let end = start + length;
  const space = text.lastIndexOf(' ', end);
  if (end < text.length && space > start) end = space;
  // A cut passage ends in an ellipsis, not in the punctuation before it.
  while (end < text.length && end > start && /[\s.,;:·]/.test(text[end - 1])) end -= 1;
  const passage = marks(text.slice(start, end), folded.slice(start, end), pattern);
  return [...(start > 0 ? [{ text: '…' }] : []), ...passage, ...(end < text.length ? [{ text: '…' }] : [])];
}
