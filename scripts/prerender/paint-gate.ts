import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'rolldown/utils';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

const GATE_SOURCE = path.resolve('src/app/prerender/paint-gate.js');
const WATCH_SOURCE = path.resolve('src/app/prerender/start-watch.js');
/** The storage names the gate uses, as the app writes and reads them (STORAGE_KEYS). */
const PLACEHOLDERS: Record<string, string> = {
  "'__PAINT_HINTS_KEY__'": STORAGE_KEYS.paintHints,
  "'__HELD_TRACK_PREFIX__'": STORAGE_KEYS.heldTrack(''),
};

/**
 * The paint gate as the build emits it: plain JS (no bundling, so no imports), with the keys
 * the app uses (STORAGE_KEYS) in place of the placeholders, minified (every prerendered page
 * loads it before its first paint).
 */
export function paintGateSource(source: string = readFileSync(GATE_SOURCE, 'utf8')): string {
  let filled = source;
  for (const [placeholder, value] of Object.entries(PLACEHOLDERS)) {
    if (filled.split(placeholder).length !== 2) throw new Error(`prerender: the paint gate must name ${placeholder} once`);
    filled = filled.replace(placeholder, JSON.stringify(value));
  }
  const { code, errors } = minifySync('paint-gate.js', filled);
  if (errors.length) throw new Error(`prerender: the paint gate does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** The start watch as the build emits it (plain JS, minified): the first script of every page. */
export function startWatchSource(source: string = readFileSync(WATCH_SOURCE, 'utf8')): string {
  const { code, errors } = minifySync('start-watch.js', source);
  if (errors.length) throw new Error(`prerender: the start watch does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** The app shell with the start watch as the first script of its <head>. */
export function withStartWatch(shell: string, file: string): string {
  const at = shell.indexOf('<meta charset="UTF-8" />');
  if (at === -1) throw new Error('index.html has no <meta charset> to put the start watch after');
  const end = at + '<meta charset="UTF-8" />'.length;
  return `${shell.slice(0, end)}\n    <script src="/${file}"></script>${shell.slice(end)}`;
}
