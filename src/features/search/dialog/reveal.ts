/** How long a page that is still loading may take before focus stays where it is. */
const WAIT_MS = 10_000;
/** How long a video card may take to show its play button before the card itself takes focus. */
const SETTLE_MS = 1_000;

/** What a video card shows once settled: its play button or player, or the notice in its place. */
const VIDEO_SETTLED = '.video__play, video[controls], [data-media-notice]:not([data-media-notice="checking"])';

function focusable(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/**
 * After a result's navigation the page may still be loading: waits for the element, brings it
 * into view and moves focus there (a video card: its play button, else the card itself). The
 * selector names the page too (e.g. `.section-page--training #video-x`), never the page left.
 */
export function revealWhenShown(selector: string, video = false): void {
  const started = performance.now();
  let foundAt: number | undefined;
  const attempt = () => {
    const now = performance.now();
    const element = document.querySelector<HTMLElement>(selector);
    if (element) foundAt ??= now;
    const settled = video ? element?.querySelector<HTMLElement>(VIDEO_SETTLED) : element;
    const waiting = !element ? now - started < WAIT_MS : !settled && now - foundAt! < SETTLE_MS;
    if (waiting) return void requestAnimationFrame(attempt);
    if (!element) return;
    const control = settled?.matches('button, video') ? settled : focusable(element);
    control.focus({ preventScroll: true });
    element.scrollIntoView({ block: video ? 'center' : 'start' });
  };
  requestAnimationFrame(attempt);
}
