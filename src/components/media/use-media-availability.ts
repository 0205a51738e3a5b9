import { useCallback, useEffect, useState } from 'react';
import { isAnyMediaCached, type Cached } from '@/lib/media-cache';
import { useOnline } from '@/lib/network';

/**
 * show: render the media (online it loads and is cached as it goes; offline it is cached).
 * checking: offline, Cache Storage not asked yet (draw an empty frame, never a broken one).
 * missing: offline and not on this device. failed: online, but it did not load.
 */
export type MediaState = 'show' | 'checking' | 'missing' | 'failed';

export interface MediaAvailability {
  state: MediaState;
  /** Changes on every retry: key the media element with it so it loads again. */
  attempt: number;
  onError(): void;
  onLoad(): void;
  retry(): void;
}

/**
 * Whether a media file (any of `paths`) can be shown now. Load errors turn it
 * into a placeholder; when the connection returns, it tries again by itself.
 */
export function useMediaAvailability(paths: readonly string[]): MediaAvailability {
  const online = useOnline();
  const key = paths.join('\n');
  const [cached, setCached] = useState<{ key: string; value: Cached } | null>(null);
  // Keyed by the media: a component reused for another file (the same card position on another
  // section's page) must not carry over the last file's "loaded" or "failed".
  const [failedKey, setFailed] = useState<string | null>(null);
  const [loadedKey, setLoaded] = useState<string | null>(null);
  const failed = failedKey === key;
  const loaded = loadedKey === key;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (online) return;
    let live = true;
    void isAnyMediaCached(key.split('\n')).then((value) => live && setCached({ key, value }));
    return () => void (live = false);
  }, [key, online, attempt]);

  const retry = useCallback(() => {
    setFailed(null);
    setLoaded(null);
    setAttempt((a) => a + 1);
  }, []);

  // Placeholders retry by themselves once the connection returns.
  const [wasOnline, setWasOnline] = useState(online);
  if (wasOnline !== online) {
    setWasOnline(online);
    if (online && failed) retry();
  }

  useAutoRetry(online && failed, key, retry);

  const onError = useCallback(() => setFailed(key), [key]);
  const onLoad = useCallback(() => setLoaded(key), [key]);
  const state = stateOf(online, failed, loaded, cached?.key === key ? cached.value : null);
  // Media already drawn stays drawn while the cache is asked: a prerendered page is hydrated as
  // the build drew it (online), and an offline device's render after it would remount the player,
  // losing a Play pressed on it (narration-offline.spec failed so under load).
  const [shownKey, setShown] = useState<string | null>(null);
  if (state === 'show' && shownKey !== key) setShown(key);
  return { state: state === 'checking' && shownKey === key ? 'show' : state, attempt, onError, onLoad, retry };
}

/** Automatic retries of a load that failed while online: 1, 2, 4, 8, 16 s. */
export const AUTO_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

/**
 * The `online` event can come before the connection carries traffic (a tablet rejoining Wi-Fi,
 * a service worker still cut off): a load that fails then is tried again a few times, with a
 * growing pause, before the placeholder waits for the learner's "Try again".
 */
function useAutoRetry(failedOnline: boolean, key: string, retry: () => void) {
  const [tries, setTries] = useState({ key, count: 0 });
  const count = tries.key === key ? tries.count : 0;
  useEffect(() => {
    if (!failedOnline || count >= AUTO_RETRY_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      setTries({ key, count: count + 1 });
      retry();
    }, AUTO_RETRY_DELAYS_MS[count]);
    return () => clearTimeout(timer);
  }, [failedOnline, count, key, retry]);
}

function stateOf(online: boolean, failed: boolean, loaded: boolean, cached: Cached | null): MediaState {
  if (failed) return online ? 'failed' : 'missing';
  // Something already on screen stays there when the connection drops.
  if (online || loaded) return 'show';
  if (cached === null) return 'checking';
  return cached === false ? 'missing' : 'show';
}
