/*
 * What the paint gate (./paint-gate.ts) holds of a press on a prerendered page before the app has
 * hydrated it, and how the app makes it once it has (src/app/start.ts): one definition for both.
 * Hydration keeps the page's nodes, so a press is held by the element pressed.
 */

/** A press on the prerendered page: the control pressed (a choice in a list: the option chosen). */
export interface HeldPress {
  control: Element;
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
    /** True while the app replays a held key: the gate lets it pass rather than hold it again. */
    toolkitReplaying?: boolean;
    /** The app's start, left on a visitor's entry screen for ./entry-gate.ts. */
    toolkitStartApp?: () => void;
  }
}

/** What a press on the copy may be made on. */
export const CONTROL = 'a[href],button,[role="tab"],[role="button"],summary';

/**
 * Pressed as a person's press would: the control takes focus first (a press focuses a button, and
 * a dialog it opens returns focus to it); a list's choice is its change event, which React hears.
 */
export function pressHeld({ control, value }: HeldPress): void {
  if (!(control instanceof HTMLElement) || !control.isConnected) return;
  control.focus({ preventScroll: true });
  if (value === undefined) {
    control.click();
  } else if (control instanceof HTMLSelectElement && [...control.options].some((option) => option.value === value)) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** A key replayed into a field types its text there (a made key event types nothing). */
function typeInto(field: HTMLInputElement, key: string): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  if (key === 'Backspace') field.setRangeText('', start === end ? Math.max(0, start - 1) : start, end, 'end');
  else field.setRangeText(key, start, end, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Keys go to where focus is: the first (`/`) opens search and focuses its field, the rest type into it. */
function type({ keydown: key, shiftKey, ctrlKey, metaKey }: HeldKey): void {
  const target = document.activeElement ?? document.body;
  const text = !ctrlKey && !metaKey && ([...key].length === 1 || key === 'Backspace');
  if (text && target instanceof HTMLInputElement && target.type === 'text') return typeInto(target, key);
  window.toolkitReplaying = true;
  try {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, ctrlKey, metaKey, bubbles: true, cancelable: true }));
  } finally {
    window.toolkitReplaying = false;
  }
}

/**
 * The held presses, made once each, in order, on the hydrated page: keys in a row at once, each
 * press a frame after the one before (the next acts on the page the previous one changed). A
 * press stays in the list until made: until the list is empty the paint gate holds the page's
 * presses too, behind the ones before them.
 */
export function makeHeld(held: Held[] = window.toolkitHeldPresses ?? []): void {
  while (held[0] && 'keydown' in held[0]) type(held.shift() as HeldKey);
  const next = held[0];
  if (!next) return;
  pressHeld(next as HeldPress);
  held.shift();
  requestAnimationFrame(() => setTimeout(() => makeHeld(held), 0));
}
