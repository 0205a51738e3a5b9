import { useEffect } from 'react';
import { browserStore, useStore } from './store';

/** Calls back whenever the browser goes online or offline; returns the unsubscribe. */
export function onConnectivityChange(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Browser's view of connectivity: a hint, never proof of delivery. */
export function isOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}

/** Connectivity as a store (prerendered pages are drawn online). */
export const connectivity = browserStore(isOnline, onConnectivityChange, true);

export function useOnline(): boolean {
  return useStore(connectivity);
}

/** While `active`, calls `then` each time the connection comes back. */
export function useOnlineAgain(active: boolean, then: () => void): void {
  useEffect(() => {
    if (!active) return;
    return onConnectivityChange(() => isOnline() && then());
  }, [active, then]);
}
