import { useEffect, useRef } from 'react';

/**
 * Elements whose own arrow keys matter more than moving the slide (typing, seeking media); the
 * paint gate leaves them alone on a prerendered copy too (src/boot/paint-gate.ts).
 */
export const OWN_ARROWS = 'input, textarea, select, audio, video, [contenteditable], [role="dialog"], [role="tablist"], [role="slider"]';

/**
 * Left and right arrow keys move one slide, on the page's own listener rather than the
 * slider's: they work from the first paint, before the slider's code has loaded. Each press
 * counts from the slide the previous one asked for: two presses before the page has drawn the
 * first (a busy tablet, or presses held while the app took over) move two slides.
 */
export function useSlideKeys(current: number, count: number, select: (index: number) => void): void {
  const asked = useRef(current);
  useEffect(() => {
    asked.current = current;
  }, [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      const next = asked.current + step;
      if (step === 0 || next < 0 || next >= count) return;
      if (event.target instanceof Element && event.target.closest(OWN_ARROWS)) return;
      event.preventDefault();
      asked.current = next;
      select(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, select]);
}
