import { OWN_ARROWS } from '@/features/modules/slides/use-slide-keys';
import { newEventId } from '@/lib/event-id';
import type { PaintHints } from '@/lib/paint-hints';
import { HELD_TRACK_PREFIX, PAINT_HINTS_KEY } from '@/lib/storage-keys';
import { readStored } from '@/lib/sync-storage';
import { CONTROL, pressHeld, type Held } from './held';

/** The prerendered page until the app has hydrated it; the entry screen's form holds its own submission (holdSubmits). */
const COPY = '.prerendered:not([data-hydrate])';

const closest = (target: EventTarget | null, selector: string): Element | null =>
  target instanceof Element ? target.closest(selector) : null;

/** Marks <html> from the hints (data-session, data-started for the page's module); answers whether a session is stored. */
function markHints(module: string | undefined): boolean {
  const hints = readStored(() => window.localStorage, PAINT_HINTS_KEY) as Partial<PaintHints> | undefined;
  const html = document.documentElement;
  const session = hints?.session === true;
  if (session) html.setAttribute('data-session', '');
  if (module && Array.isArray(hints?.started) && hints.started.includes(module)) html.setAttribute('data-started', '');
  return session;
}

/** Until the app hydrates the entry screen (#root[data-hydrate]), a form submitted there waits for it. */
function holdSubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = closest(event.target, '#root[data-hydrate]') && (event.target as HTMLFormElement);
      if (!form) return;
      event.preventDefault();
      form.setAttribute('data-pending-submit', '');
    },
    true,
  );
}

/**
 * A link that opens a new tab opens from the copy at once, as the browser's own action: made later
 * by the app's script it would lack the press's gesture, and a popup blocker could refuse it. Its
 * track call is kept for the outbox's next start (features/outbox/held-tracks.ts), so it is sent
 * even when this page is left before the app takes over.
 */
function openedFromCopy(control: Element): boolean {
  if (control.tagName !== 'A' || control.getAttribute('target') !== '_blank') return false;
  const resource = control.getAttribute('data-track-key');
  try {
    if (resource) window.localStorage.setItem(HELD_TRACK_PREFIX + newEventId(), JSON.stringify({ resource, at: Date.now() }));
  } catch {
    // No storage: the tab opens all the same; only its track call is lost.
  }
  return true;
}

/** Presses and choices in a list on the prerendered page, held by their element for the app (./held.ts). */
function holdPresses(presses: Held[]): void {
  document.addEventListener(
    'click',
    (event) => {
      // A person's press while held ones wait is held behind them (the app's own are not trusted).
      if (!closest(event.target, COPY) && !(event.isTrusted && presses.length)) return;
      const control = closest(event.target, CONTROL);
      if (control && openedFromCopy(control)) return;
      event.preventDefault();
      event.stopPropagation();
      if (control) presses.push({ control });
    },
    true,
  );
  // Down on the prerendered control, up once the page is the app's: no click follows when the node
  // it began on is gone (the part of the control under the finger that the device's state redrew:
  // the person menu's icon), so the press is made at the release over the same control, unless
  // the release made a click itself.
  let down: Element | null = null;
  document.addEventListener(
    'pointerdown',
    (event) => {
      down = (event.isPrimary && closest(event.target, COPY) && closest(event.target, CONTROL)) || null;
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    (event) => {
      const control = down;
      down = null;
      if (!control || !event.isPrimary || !control.contains(event.target as Node)) return;
      let clicked = false;
      const seen = (click: Event) => (clicked ||= closest(click.target, CONTROL) !== null);
      document.addEventListener('click', seen, true);
      window.setTimeout(() => {
        document.removeEventListener('click', seen, true);
        if (clicked) return;
        if (control.closest(COPY) || presses.length) presses.push({ control });
        else pressHeld({ control });
      }, 0);
    },
    true,
  );
  // A choice made in a list (the narration's speed): the list shows it, the app hears it once hydrated.
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && select.closest(COPY)) presses.push({ control: select, value: select.value });
    },
    true,
  );
}

/** `/` or Ctrl/⌘+K: search's shortcut. */
const opener = (event: KeyboardEvent) =>
  !event.altKey && (event.ctrlKey || event.metaKey ? event.key.toLowerCase() === 'k' : event.key === '/');

/** Past the copy, keys wait for the replay a few seconds at most: a replay that never comes must not keep the live page's keys. */
const TYPING_AFTER_COPY_MS = 5000;

/** A module's slide key (left and right arrows, features/modules/slides/use-slide-keys.ts) on the copy of its slides. */
function slideKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
  if (closest(event.target, OWN_ARROWS)) return false;
  return !document.documentElement.hasAttribute('data-started') && document.querySelector(`${COPY} .slides-stage`) !== null;
}

/**
 * Search's keys on the copy, or after it while they wait to be replayed (the live app's shortcut
 * and its early field are not there yet, and a fast typist's query was lost), and a module's slide
 * keys on its slides' copy: held in the same list, in order with the presses. Other keys keep their default.
 */
function holdKeys(presses: Held[]): void {
  let copyGoneAt = 0;
  const searchHeld = () => {
    if (document.querySelector(COPY)) copyGoneAt = 0;
    else if (!copyGoneAt) copyGoneAt = Date.now();
    else if (Date.now() - copyGoneAt > TYPING_AFTER_COPY_MS) return false;
    return presses.some((p) => 'keydown' in p && !p.slide);
  };
  document.addEventListener(
    'keydown',
    (event) => {
      // The app's replay of held keys (./held.ts) is not a person's typing: it passes.
      if (window.toolkitReplaying) return;
      const target = event.target as HTMLElement | null;
      if (event.isComposing || target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '')) return;
      const { key, shiftKey, ctrlKey, metaKey } = event;
      if (slideKey(event)) {
        event.preventDefault();
        event.stopPropagation();
        return void presses.push({ keydown: key, shiftKey: false, ctrlKey: false, metaKey: false, slide: true });
      }
      const typing = searchHeld();
      if (!typing && !(opener(event) && document.querySelector(COPY))) return;
      const text = !ctrlKey && !metaKey && !event.altKey && (key.length === 1 || key === 'Backspace');
      if (typing && !text && !opener(event)) return;
      event.preventDefault();
      event.stopPropagation();
      presses.push({ keydown: key, shiftKey, ctrlKey, metaKey });
    },
    true,
  );
}

/**
 * Adds the page's chunks (data-preload) and then the app (data-app). Each request a link starts
 * costs a slow tablet's main thread several milliseconds (a module page's twenty chunks made one
 * 150-200 ms task at 4x CPU): they are started a few at a time, each batch a short task of its own.
 */
function starter(script: HTMLScriptElement): () => void {
  let launched = false;
  const add = ([rel, href]: [string, string]) => {
    const el = document.createElement(rel === 'script' ? 'script' : 'link');
    if (el instanceof HTMLScriptElement) Object.assign(el, { type: 'module', src: href });
    else Object.assign(el, { rel, href });
    el.crossOrigin = '';
    document.head.append(el);
  };
  const addFrom = (queue: [string, string][]) => {
    const began = Date.now();
    while (queue.length && Date.now() - began < 8) add(queue.shift()!);
    if (queue.length) window.setTimeout(addFrom, 0, queue);
  };
  return () => {
    if (launched) return;
    launched = true;
    const queue = (script.dataset.preload ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href): [string, string] => ['modulepreload', href]);
    if (script.dataset.app) queue.push(['script', script.dataset.app]);
    addFrom(queue);
  };
}

/**
 * The page's largest paint is the image its head preloads (a module's first slide): the app
 * replacing it before it was drawn would make the live copy's image the largest paint, later.
 */
function afterHintedImages(start: () => void): void {
  const hinted = new Set([...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')));
  const waits = [...document.images].filter((img) => hinted.has(img.getAttribute('src'))).map((img) => img.decode().catch(() => undefined));
  void Promise.all(waits).then(() => window.requestAnimationFrame(() => window.setTimeout(start, 0)));
}

/**
 * Only once the static copy has been painted: a start inside the first frame (before its paint is
 * presented) made the page's first paint wait for the app's chunks in about one load in three. The
 * timer covers tabs that never paint (opened in the background) and an image slow to come.
 */
function startAfterPaint(start: () => void): void {
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // The contentful paint, not the first one (which can be the background alone on a busy device).
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterHintedImages(start);
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(start, 0)));
  }
  window.setTimeout(start, 1000);
}

/**
 * The paint gate, in the first script of every prerendered page (./page-script.ts; its <script>
 * names the page's module, chunks, app and audience). It marks <html> from the non-secret hints
 * lib/paint-hints.ts keeps before the body paints (data-session: a gated page's prerendered body
 * may show; data-started: this module's first-visit stage must not), holds what is pressed or
 * typed on the static copy for the app (./held.ts), and starts the app once the
 * page has painted, so its download and parsing never hold the first paint back. A page whose body
 * is hidden from this visitor (data-audience) has nothing to paint: it starts at once; a visitor's
 * entry screen leaves its start to ./entry-gate.ts (the visitor's first sign of use).
 */
export function gatePage(script: HTMLScriptElement | null): void {
  const session = markHints(script?.dataset.module);
  holdSubmits();
  const presses: Held[] = (window.toolkitHeldPresses = []);
  holdPresses(presses);
  holdKeys(presses);
  // A start address's page (scripts/prerender/html.ts) names no audience: no app to start.
  const audience = script?.dataset.audience;
  if (!script || !audience) return;
  const start = starter(script);
  if (audience === 'session' ? !session : audience === 'visitor' && session) return void window.setTimeout(start, 0);
  if (audience === 'visitor') return void (window.toolkitStartApp = start);
  startAfterPaint(start);
}
