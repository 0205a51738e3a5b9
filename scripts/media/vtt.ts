import { wrapText } from './text-measure';
import { normaliseSpace } from './xml';

export interface Cue {
  start: number;
  end: number;
  lines: string[];
}

const MAX_CUE_CHARS = 84;
const LINE_CHARS = 42;

/** Splits `text` into runs of at most `max` characters, balanced, at word boundaries. */
function splitWords(text: string, max: number): string[] {
  const parts = Math.ceil(text.length / max);
  const target = text.length / parts;
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && (candidate.length > max || current.length >= target)) {
      out.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) out.push(current);
  return out;
}

/**
 * Splits caption text into cue-sized chunks (≤ 84 characters): sentences
 * first, then clauses (after , ; :), then balanced word runs.
 */
export function captionChunks(text: string): string[] {
  const sentences = normaliseSpace(text).match(/[^.!?…]+(?:[.!?…]+["'’”»)]*|$)/g) ?? [];
  const chunks: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (sentence.length <= MAX_CUE_CHARS) {
      chunks.push(sentence);
      continue;
    }
    let current = '';
    for (const clause of sentence.split(/(?<=[,;:])\s+/)) {
      const candidate = current ? `${current} ${clause}` : clause;
      if (candidate.length <= MAX_CUE_CHARS) {
        current = candidate;
        continue;
      }
      if (current) chunks.push(current);
      if (clause.length <= MAX_CUE_CHARS) current = clause;
      else {
        const runs = splitWords(clause, MAX_CUE_CHARS);
        chunks.push(...runs.slice(0, -1));
        current = runs[runs.length - 1];
      }
    }
    if (current) chunks.push(current);
  }
  return chunks;
}

/** Cues spread over [start, end] in proportion to their length. */
export function captionCues(text: string, start: number, end: number): Cue[] {
  const chunks = captionChunks(text);
  const total = chunks.reduce((sum, c) => sum + c.length, 0);
  const cues: Cue[] = [];
  let t = start;
  for (const chunk of chunks) {
    const next = t + ((end - start) * chunk.length) / total;
    // Character-count wrap (~42 per line) keeps captions within two lines.
    cues.push({ start: t, end: next, lines: wrapText(chunk, LINE_CHARS * 550, 1000) });
    t = next;
  }
  return cues;
}

export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT file for the cues (text is plain, so &, < and > are escaped). */
export function toVtt(cues: readonly Cue[]): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.lines.map(esc).join('\n')}`).join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
