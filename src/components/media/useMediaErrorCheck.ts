import { useEffect, type RefObject } from 'react';

/**
 * A load error can happen between the element's creation and React's commit,
 * when React has no handler to call yet: look at the element itself once mounted.
 */
export function useMediaErrorCheck(ref: RefObject<HTMLMediaElement | HTMLImageElement | null>, onError: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el instanceof HTMLImageElement) {
      if (el.complete && el.naturalWidth === 0 && el.currentSrc) onError();
    } else if (el.error) {
      // Not networkState: resource selection passes through NETWORK_NO_SOURCE before it loads.
      onError();
    }
    // Only on mount: later errors arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
