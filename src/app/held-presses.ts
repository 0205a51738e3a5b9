/**
 * Presses made on a prerendered page's static copy before the live app replaced it, held by the
 * paint gate (src/app/prerender/paint-gate.js): each names its control by address (a link) or
 * name (a button, a tab) and its place among its namesakes, as the gate reads them.
 */
interface HeldPress {
  key: string;
  index: number;
}

declare global {
  interface Window {
    toolkitHeldPresses?: HeldPress[];
  }
}

const CONTROL = 'a[href],button,[role="tab"],[role="button"],summary';

function keyOf(el: Element): string {
  if (el.tagName === 'A') return `href:${el.getAttribute('href')}`;
  return `name:${(el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim()}`;
}

function press(root: ParentNode, { key, index }: HeldPress): void {
  const same = [...root.querySelectorAll(CONTROL)].filter((el) => keyOf(el) === key);
  const control = same[index];
  if (control instanceof HTMLElement) control.click();
}

/** After each press, a frame: the next acts on the page the previous one changed. */
function replay(presses: HeldPress[], root: ParentNode): void {
  const next = presses.shift();
  if (!next) return;
  press(root, next);
  requestAnimationFrame(() => setTimeout(() => replay(presses, root), 0));
}

/** The held presses, made on the live page once each, in order. */
export function replayHeldPresses(root: ParentNode = document): void {
  replay(window.toolkitHeldPresses?.splice(0) ?? [], root);
}
