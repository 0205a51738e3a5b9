import { CONTROL, keyOf, type Held, type HeldKey, type HeldPress } from '@/boot/held';
import { afterNextPaint } from '../lib/after-paint';

/**
 * Presses made on a prerendered page's static copy before the live app replaced it, held by the
 * paint gate (src/boot/paint-gate.ts): each names its control by address (a link) or name (a
 * button, a tab) and its place among its namesakes, as the gate reads them (keyOf, the gate's).
 */
/** The live control at the held one's place: the index-th of those named alike. */
function placed<E extends Element>(root: ParentNode, selector: string, { key, index }: HeldPress): E | undefined {
  return [...root.querySelectorAll<E>(selector)].filter((el) => keyOf(el) === key)[index];
}

/**
 * How long a held press waits for its control on the live page. A control the copy drew can come a
 * moment after the first commit (offline, the narration's Play waits for Cache Storage to say the
 * file is there): the press is made when it appears, not lost.
 */
export const HELD_PRESS_WAIT_MS = 3000;

/** Calls `then` with what `find` finds, now or once the page has changed so that it does (or with nothing, in the end). */
function whenFound<E>(root: ParentNode, find: () => E | undefined, then: (found: E | undefined) => void): void {
  const now = find();
  if (now) return then(now);
  const observer = new MutationObserver(() => {
    const found = find();
    if (found) finish(found);
  });
  const timer = setTimeout(() => finish(undefined), HELD_PRESS_WAIT_MS);
  function finish(found: E | undefined) {
    observer.disconnect();
    clearTimeout(timer);
    then(found);
  }
  observer.observe(root instanceof Document ? root.documentElement : (root as Node), {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

/** The press made on its live control (once it is there); `done` goes on with the next. */
function press(root: ParentNode, held: HeldPress, done: () => void): void {
  const { value } = held;
  if (value === undefined)
    return whenFound(
      root,
      () => placed(root, CONTROL, held),
      (control) => click(control, done),
    );
  whenFound(
    root,
    () => offering(placed<HTMLSelectElement>(root, 'select', held), value),
    (list) => {
      if (list) choose(list, value);
      done();
    },
  );
}

/**
 * Pressed as a person's press would: the control takes focus first (a press focuses a button), so
 * a dialog it opens returns focus to it on closing (the copy's button that had it is gone).
 */
function click(control: Element | undefined, done: () => void): void {
  if (control instanceof HTMLElement) {
    control.focus({ preventScroll: true });
    control.click();
  }
  done();
}

/** The list, if it has the option. */
function offering(list: HTMLSelectElement | undefined, value: string): HTMLSelectElement | undefined {
  return list && [...list.options].some((option) => option.value === value) ? list : undefined;
}

/** The live list's option chosen as a person would: its change event is what React hears. */
function choose(list: HTMLSelectElement, value: string): void {
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
  const then = () => afterNextPaint(() => replay(held, root));
  if (isKey(next)) {
    const end = held.findIndex((h) => !isKey(h));
    typeKeys(held.splice(0, end === -1 ? held.length : end) as HeldKey[]);
    then();
  } else {
    press(root, held.shift() as HeldPress, then);
  }
}

/** The held presses, made on the live page once each, in order. */
export function replayHeldPresses(root: ParentNode = document): void {
  replay(window.toolkitHeldPresses?.splice(0) ?? [], root);
}
