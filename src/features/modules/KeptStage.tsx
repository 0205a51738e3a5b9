import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The stage rendered once, into an element of its own that the layout moves between its places:
 * beside the slide list from 1200px, in the Content tab below. Crossing 1200px (a large tablet
 * turned) keeps the stage's state — a quiz being answered, an open certificate dialog, the
 * narration playing — where rendering it in two places would start it again. Without a document
 * (the build's prerender) the stage is drawn in place.
 */
export function useKeptStage(stage: ReactNode): { slot: ReactNode; portal: ReactNode } {
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'module__stage-host';
    return element;
  });
  const slot = useMemo(() => (host ? <StageSlot host={host} /> : null), [host]);
  if (!host) return { slot: stage, portal: null };
  return { slot, portal: createPortal(stage, host) };
}

/** Where the stage shows in the current layout: its host element is moved here. */
function StageSlot({ host }: { host: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = slot.current;
    if (!place) return;
    place.appendChild(host);
    return () => {
      if (host.parentNode === place) place.removeChild(host);
    };
  }, [host]);
  return <div ref={slot} className="module__stage-slot" />;
}
