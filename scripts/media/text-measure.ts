import { METRIC_CHARS, OPEN_SANS_BOLD, OPEN_SANS_REGULAR } from './font-metrics';

export type Weight = 'regular' | 'bold';

const INDEX = new Map<string, number>([...METRIC_CHARS].map((ch, i) => [ch, i]));
/** Width for characters outside the table (CJK, symbols…): a generous 0.65 em. */
const FALLBACK = 650;

/** Estimated advance width of `text` in px at `size` px (Open Sans metrics). */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  const table = weight === 'bold' ? OPEN_SANS_BOLD : OPEN_SANS_REGULAR;
  let units = 0;
  for (const ch of text) {
    const i = INDEX.get(ch);
    units += i === undefined ? FALLBACK : table[i];
  }
  return (units * size) / 1000;
}

/**
 * Greedy word wrap to `maxWidth` px. Words longer than a line are broken by
 * characters. Whitespace collapses; an empty text gives no lines.
 */
export function wrapText(text: string, maxWidth: number, size: number, weight: Weight = 'regular'): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, weight) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (textWidth(word, size, weight) <= maxWidth) {
      line = word;
      continue;
    }
    // Break an over-long word (URLs, hashtags) by characters.
    let part = '';
    for (const ch of word) {
      if (part && textWidth(part + ch, size, weight) > maxWidth) {
        lines.push(part);
        part = '';
      }
      part += ch;
    }
    line = part;
  }
  if (line) lines.push(line);
  return lines;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  sizes: readonly number[];
  weight?: Weight;
}

/**
 * Picks the largest size in `sizes` at which the text wraps to `maxLines` or
 * fewer; at the smallest size extra lines are cut and the last one ends in "…".
 */
export function fitText(text: string, opts: FitOptions): { size: number; lines: string[] } {
  const weight = opts.weight ?? 'regular';
  for (const size of opts.sizes) {
    const lines = wrapText(text, opts.maxWidth, size, weight);
    if (lines.length <= opts.maxLines) return { size, lines };
  }
  const size = opts.sizes[opts.sizes.length - 1];
  const lines = wrapText(text, opts.maxWidth, size, weight).slice(0, opts.maxLines);
  return { size, lines: ellipsize(lines, opts.maxWidth, size, weight) };
}

function ellipsize(lines: string[], maxWidth: number, size: number, weight: Weight): string[] {
  if (lines.length === 0) return lines;
  let last = lines[lines.length - 1];
  while (last && textWidth(`${last}…`, size, weight) > maxWidth) {
    last = last.slice(0, -1).trimEnd();
  }
  return [...lines.slice(0, -1), `${last}…`];
}
