import { useSyncExternalStore } from 'react';

/** What a reader needs of a store: the current value and word of each change. */
export interface ReadableStore<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** The value a prerendered page was drawn with (hydration reads it); getSnapshot when absent. */
  getServerSnapshot?(): T;
}

/**
 * The one shape of shared client state: a value with `getSnapshot`/`subscribe` for
 * useSyncExternalStore. Snapshots are immutable; `set` replaces the value and tells every
 * listener once. A store starts nothing: what loads or downloads is started by start-up.
 */
export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value (or derives it from the current one); equal values notify no one. */
  set(next: T | ((current: T) => T)): void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      listeners.forEach((l) => l());
    },
  };
}

/** A store's current value in a component, re-rendered on every change. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot ?? store.getSnapshot);
}

/**
 * A value the browser keeps (connectivity, a media query's match) as a store: `read` asks the
 * browser, `listen` hears its change events. `prerendered` is the value the build drew pages with.
 */
export function browserStore<T>(read: () => T, listen: (onChange: () => void) => () => void, prerendered: T): ReadableStore<T> {
  return { getSnapshot: read, subscribe: listen, getServerSnapshot: () => prerendered };
}

/** Word of something that happened (not a value to read later): each listener hears each emit. */
export interface Events<T> {
  emit(value: T): void;
  /** Returns the function that stops listening. */
  on(listener: (value: T) => void): () => void;
}

/** The one listener set for events, beside the stores' (a hand-written set elsewhere is one to replace). */
export function createEvents<T = void>(): Events<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => listeners.forEach((l) => l(value)),
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
