/**
 * Coordination between tabs of this origin on one device: a message channel
 * (BroadcastChannel) and exclusive locks (Web Locks). Both degrade to a single tab
 * where the browser lacks them, so callers need no feature checks.
 */

export interface TabChannel<M> {
  /** Sends to every other tab (never to this one). */
  post(message: M): void;
  /** Hears the other tabs' messages. */
  listen(listener: (message: M) => void): () => void;
}

export function tabChannel<M>(name: string): TabChannel<M> {
  const Channel = globalThis.BroadcastChannel;
  if (typeof Channel !== 'function') return { post: () => undefined, listen: () => () => undefined };
  const channel = new Channel(`toolkit.${name}`);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A message that cannot be cloned or a closed channel: the other tabs catch up on their next read.
      }
    },
    listen(listener) {
      const handler = (event: MessageEvent) => listener(event.data as M);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** Runs `fn` while holding the named lock across all tabs (Web Locks), else directly. */
export function withTabLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(`toolkit.${name}`, fn) as Promise<T>) : fn();
}
