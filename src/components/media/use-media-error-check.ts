import { useEffect, type RefObject, type SyntheticEvent } from 'react';

/** A file that could not be fetched; a decode error mid-file is the player's business, not a missing file. */
function isLoadFailure(el: HTMLMediaElement): boolean {
  return el.error !== null && el.error.code !== MediaError.MEDIA_ERR_DECODE;
}

/** onError for <audio>/<video>: only load failures count. */
export function onMediaLoadError(onError: () => void) {
  return (event: SyntheticEvent<HTMLMediaElement>) => {
    if (isLoadFailure(event.currentTarget)) onError();
  };
}

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
    } else if (isLoadFailure(el)) {
      // Not networkState: resource selection passes through NETWORK_NO_SOURCE before it loads.
      onError();
    }
    // Only on mount: later errors arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
