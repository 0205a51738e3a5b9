/*
 * What the paint gate (./paint-gate.ts) holds of a press on the static copy, and how it names the
 * control, as the live app (src/app/held-presses.ts) reads it: one definition for both.
 */

/** A press on the static copy, named by its control (keyOf) and its place among its namesakes. */
export interface HeldPress {
  key: string;
  index: number;
  /** A choice in a list (<select>): the option's value to choose on the live page's list. */
  value?: string;
}

/** A key for search (`/`, Ctrl/⌘+K, then the query) held by the gate. */
export interface HeldKey {
  keydown: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** A module's slide key (an arrow), not search's typing (the gate keeps typing for search only). */
  slide?: boolean;
}

export type Held = HeldPress | HeldKey;

declare global {
  interface Window {
    toolkitHeldPresses?: Held[];
    /** The app's start, left on a visitor's entry screen for ./entry-gate.ts. */
    toolkitStartApp?: () => void;
  }
}

/** What a press on the copy may be made on. */
export const CONTROL = 'a[href],button,[role="tab"],[role="button"],summary';

/** A control's name: its `data-press` when the live page names it otherwise (the person menu names its person), else its address or name. */
export function keyOf(el: Element): string {
  if (el.hasAttribute('data-press')) return `press:${el.getAttribute('data-press')}`;
  if (el.tagName === 'A') return `href:${el.getAttribute('href')}`;
  return `name:${(el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim()}`;
}
