import { canonicalPath, firstLang } from '@/lib/canonical-path';
import type { PaintHints } from '@/lib/paint-hints';
import { PAINT_HINTS_KEY } from '@/lib/storage-keys';
import { readStored } from '@/lib/sync-storage';

type Hints = Partial<PaintHints>;
const hintsIn = (value: unknown): Hints => (typeof value === 'object' && value !== null ? value : {});

/** The app shell (data-canonical: an address the build has no page of) goes on to the address the app would. */
function toCanonical(script: HTMLScriptElement): void {
  const here = window.location;
  const to = canonicalPath(here.pathname, script.dataset.langs!.split(' '), script.dataset.known!.split(' '));
  if (to) here.replace(to + here.search + here.hash);
}

/**
 * A module's address without its stage (data-module: its full id) goes on where the app would
 * (spec §3): to the summary when its slides are complete, else to the slides. A shared device names
 * no module: there the tab's own hint says (the person using this tab, whom a reload keeps). When
 * neither says, the app decides once the person is known.
 */
function toStage(module: string, hints: Hints): void {
  const complete = Array.isArray(hints.complete)
    ? hints.complete
    : hintsIn(readStored(() => window.sessionStorage, PAINT_HINTS_KEY)).complete;
  if (!Array.isArray(complete)) return;
  const here = window.location;
  const stage = complete.includes(module) ? 'summary' : 'slides';
  here.replace(`${here.pathname.replace(/\/+$/, '')}/${stage}${here.search}${here.hash}`);
}

/**
 * A start address (/toolkit, /resources: the installed app's) goes on where the app would
 * (src/app/gates.tsx, EntryGate): a stored session to the implementation page, anyone else to the
 * entry screen, in the session's language, else the browser's, else the default, among the
 * languages this build has (data-langs, the first the default).
 */
function toStart(script: HTMLScriptElement, hints: Hints): void {
  const lang = firstLang([hints.lang, ...(navigator.languages ?? [])], script.dataset.langs!.split(' '));
  window.location.replace(`/${script.dataset.prefix}/${lang}${hints.session === true ? '/implementation' : ''}`);
}

/**
 * The script of the start addresses, of a module's address without its stage and of the app
 * shell (scripts/prerender/html.ts places it): it sends the visitor on from HTML, before any of the
 * app's code loads, from the same non-secret paint hints as the paint gate.
 */
export function boot(): void {
  const script = document.currentScript as HTMLScriptElement;
  if (script.dataset.canonical !== undefined) return toCanonical(script);
  // No storage: the entry screen, in the browser's language.
  const hints = hintsIn(readStored(() => window.localStorage, PAINT_HINTS_KEY));
  const module = script.dataset.module;
  if (module) return toStage(module, hints);
  toStart(script, hints);
}
