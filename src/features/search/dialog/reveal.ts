/** How long a page that is still loading may take before focus stays where it is. */
const WAIT_MS = 10_000;

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
  const attempt = () => {
    const element = document.querySelector<HTMLElement>(selector);
    const settled = video ? element?.querySelector<HTMLElement>(VIDEO_SETTLED) : element;
    if (!element || !settled) {
      if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
      return;
    }
    const control = video && settled.matches('button, video') ? settled : focusable(element);
    control.focus({ preventScroll: true });
    element.scrollIntoView({ block: video ? 'center' : 'start' });
  };
  requestAnimationFrame(attempt);
}
