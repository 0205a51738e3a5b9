import type { Page } from '@playwright/test';

interface HeadingWatch {
  seen: boolean;
  frames: number;
}

/**
 * Checks every frame from the document's start (before any app script runs): was a heading with
 * this text ever visible? Returns a reader of the answer (and of how many frames were checked).
 */
export async function watchHeading(page: Page, text: string): Promise<() => Promise<HeadingWatch>> {
  await page.addInitScript((heading) => {
    const watch: HeadingWatch = { seen: false, frames: 0 };
    (window as unknown as { headingWatch: HeadingWatch }).headingWatch = watch;
    const check = () => {
      watch.frames += 1;
      for (const h of document.querySelectorAll('h1')) if (h.textContent === heading && h.checkVisibility()) watch.seen = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, text);
  return () => page.evaluate(() => (window as unknown as { headingWatch: HeadingWatch }).headingWatch);
}
