/**
 * Coordination between tabs of this origin on one device: a message channel
 * (BroadcastChannel) and exclusive locks (Web Locks). Both degrade to a single tab
 * where the browser lacks them, so callers need no feature checks.
 */
import type { Guard } from './guards';
import { logError } from './log';

export interface TabChannel<M> {
  /** Sends to every other tab (never to this one). */
  post(message: M): void;
  /** Hears the other tabs' messages. */
  listen(listener: (message: M) => void): () => void;
}

/**
 * The named channel. Another tab may run another build (mid-update) or anything at all of this
 * origin: a message that fails `isMessage` is dropped (and logged), never handed to a listener.
 */
export function tabChannel<M>(name: string, isMessage: Guard<M>): TabChannel<M> {
  const Channel = globalThis.BroadcastChannel;
  // The build prerenders pages in Node, which has BroadcastChannel: an open one would keep the build from exiting.
  if (typeof Channel !== 'function' || import.meta.env.SSR) return { post: () => undefined, listen: () => () => undefined };
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
      const handler = (event: MessageEvent) => {
        const message: unknown = event.data;
        if (isMessage(message)) listener(message);
        else logError(`tab message on ${name} refused`, message);
      };
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

/**
 * Holds the named lock for the rest of the page's life, once it is free: `onHeld` runs when
 * this tab gets it, at once or when the tab holding it closes (the browser releases a closed
 * tab's locks). Resolves to whether it was free at once; without Web Locks every tab holds it.
 */
export function holdTabLock(name: string, onHeld: () => void): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  if (!locks) {
    onHeld();
    return Promise.resolve(true);
  }
  const full = `toolkit.${name}`;
  const hold = (): Promise<never> => {
    onHeld();
    return new Promise<never>(() => undefined);
  };
  return new Promise((resolve) => {
    locks
      .request(full, { ifAvailable: true }, (lock) => {
        if (lock) {
          resolve(true);
          return hold();
        }
        resolve(false);
        locks.request(full, hold).catch(() => undefined);
        return undefined;
      })
      .catch(() => {
        // Locks refused (an opaque origin): this tab works alone, as without Web Locks.
        resolve(true);
        onHeld();
      });
  });
}
