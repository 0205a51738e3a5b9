import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'rolldown/utils';
import { OWN_ARROWS } from '../../src/features/modules/slides/use-slide-keys.ts';
import { STORAGE_DB_NAME, STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

const GATE_SOURCE = path.resolve('src/app/prerender/paint-gate.js');
const WATCH_SOURCE = path.resolve('src/app/prerender/start-watch.js');
const DISPLAY_SOURCE = path.resolve('src/app/prerender/display-gate.js');
const REDIRECT_SOURCE = path.resolve('src/app/prerender/start-redirect.js');
const ENTRY_SOURCE = path.resolve('src/app/prerender/entry-gate.js');
/** The storage names the gate uses, as the app writes and reads them (STORAGE_KEYS). */
const PLACEHOLDERS: Record<string, string> = {
  "'__PAINT_HINTS_KEY__'": STORAGE_KEYS.paintHints,
  "'__HELD_TRACK_PREFIX__'": STORAGE_KEYS.heldTrack(''),
  "'__OWN_ARROWS__'": OWN_ARROWS,
};
const DISPLAY_PLACEHOLDERS: Record<string, string> = { "'__DISPLAY_HINT_KEY__'": STORAGE_KEYS.displayHint };

/** `source` with each placeholder (named exactly once) replaced by its storage name. */
function fill(source: string, placeholders: Record<string, string>, name: string): string {
  let filled = source;
  for (const [placeholder, value] of Object.entries(placeholders)) {
    if (filled.split(placeholder).length !== 2) throw new Error(`prerender: the ${name} must name ${placeholder} once`);
    filled = filled.replace(placeholder, JSON.stringify(value));
  }
  return filled;
}

/**
 * The paint gate as the build emits it: plain JS (no bundling, so no imports), with the keys
 * the app uses (STORAGE_KEYS) in place of the placeholders, minified (every prerendered page
 * loads it before its first paint).
 */
export function paintGateSource(source: string = readFileSync(GATE_SOURCE, 'utf8')): string {
  const { code, errors } = minifySync('paint-gate.js', fill(source, PLACEHOLDERS, 'paint gate'));
  if (errors.length) throw new Error(`prerender: the paint gate does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** The entry screen's start on the visitor's first use (entry-gate.js) as the build emits it: its names in place, minified. */
export function entryGateSource(source: string = readFileSync(ENTRY_SOURCE, 'utf8')): string {
  const names = { "'__PAINT_HINTS_KEY__'": STORAGE_KEYS.paintHints, "'__STORAGE_DB_NAME__'": STORAGE_DB_NAME };
  const { code, errors } = minifySync('entry-gate.js', fill(source, names, 'entry gate'));
  if (errors.length) throw new Error(`prerender: the entry gate does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** The start addresses' script (start-redirect.js) as the build emits it: the hints' key in place, minified. */
export function startRedirectSource(source: string = readFileSync(REDIRECT_SOURCE, 'utf8')): string {
  const hintsKey = { "'__PAINT_HINTS_KEY__'": STORAGE_KEYS.paintHints };
  const { code, errors } = minifySync('start-redirect.js', fill(source, hintsKey, 'start redirect'));
  if (errors.length) throw new Error(`prerender: the start redirect does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/**
 * The first script of every page as the build emits it (plain JS, minified): the display gate
 * (the reader's theme and text size before the first paint), then the start watch. One file, so
 * the display choices cost no request of their own before the page paints.
 */
export function startWatchSource(
  source: string = readFileSync(WATCH_SOURCE, 'utf8'),
  display: string = readFileSync(DISPLAY_SOURCE, 'utf8'),
): string {
  const { code, errors } = minifySync('start-watch.js', `${fill(display, DISPLAY_PLACEHOLDERS, 'display gate')}\n${source}`);
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
