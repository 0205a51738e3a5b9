import { useCallback } from 'react';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']);

function stop(event: KeyboardEvent) {
  if (ARROWS.has(event.key)) event.stopPropagation();
}

/**
 * Callback ref: Swiper's keyboard module listens on the document, so arrow keys used
 * inside this element (tabs, audio seeking, the slide list) must not also move the slide.
 */
export function useOwnArrowKeys(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    element.addEventListener('keydown', stop);
    return () => element.removeEventListener('keydown', stop);
  }, []);
}
