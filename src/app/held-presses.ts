/**
 * Presses made on a prerendered page's static copy before the live app replaced it, held by the
 * paint gate (src/app/prerender/paint-gate.js): each names its control by address (a link) or
 * name (a button, a tab) and its place among its namesakes, as the gate reads them.
 */
interface HeldPress {
  key: string;
  index: number;
  /** A choice in a list (<select>): the option's value to choose on the live page's list. */
  value?: string;
}

/** A key for search (`/`, Ctrl/⌘+K, then the query) held by the gate. */
interface HeldKey {
  keydown: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

type Held = HeldPress | HeldKey;

declare global {
  interface Window {
    toolkitHeldPresses?: Held[];
  }
}

const CONTROL = 'a[href],button,[role="tab"],[role="button"],summary';

function keyOf(el: Element): string {
  if (el.tagName === 'A') return `href:${el.getAttribute('href')}`;
  return `name:${(el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim()}`;
}

/** The live control at the held one's place: the index-th of those named alike. */
function placed<E extends Element>(root: ParentNode, selector: string, { key, index }: HeldPress): E | undefined {
  return [...root.querySelectorAll<E>(selector)].filter((el) => keyOf(el) === key)[index];
}

function press(root: ParentNode, held: HeldPress): void {
  if (held.value !== undefined) return choose(placed<HTMLSelectElement>(root, 'select', held), held.value);
  const control = placed(root, CONTROL, held);
  if (control instanceof HTMLElement) control.click();
}

/** The live list's option chosen as a person would: its change event is what React hears. */
function choose(list: HTMLSelectElement | undefined, value: string): void {
  if (!list || ![...list.options].some((option) => option.value === value)) return;
  list.value = value;
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

const isKey = (held: Held): held is HeldKey => 'keydown' in held;

/**
 * Keys in a row go at once, to where focus is: the first (`/`) opens search, whose typing buffer
 * takes the rest in order, before any key typed on the live page meanwhile.
 */
function typeKeys(keys: HeldKey[]): void {
  for (const { keydown: key, shiftKey, ctrlKey, metaKey } of keys) {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, ctrlKey, metaKey, bubbles: true, cancelable: true }));
  }
}

/** After each press, a frame: the next acts on the page the previous one changed. */
function replay(held: Held[], root: ParentNode): void {
  const next = held[0];
  if (!next) return;
  if (isKey(next)) {
    const end = held.findIndex((h) => !isKey(h));
    typeKeys(held.splice(0, end === -1 ? held.length : end) as HeldKey[]);
  } else {
    press(root, held.shift() as HeldPress);
  }
  requestAnimationFrame(() => setTimeout(() => replay(held, root), 0));
}

/** The held presses, made on the live page once each, in order. */
export function replayHeldPresses(root: ParentNode = document): void {
  replay(window.toolkitHeldPresses?.splice(0) ?? [], root);
}
