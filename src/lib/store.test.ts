import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEvents, createStore, useStore } from './store';

describe('createStore', () => {
  it('gives the value, replaces it and tells each listener once', () => {
    const store = createStore({ n: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((v) => ({ n: v.n + 1 }));
    expect(store.getSnapshot()).toEqual({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies no one when the value is the same object', () => {
    const value = { n: 1 };
    const store = createStore(value);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(value);
    store.set((v) => v);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createStore(0);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    stop();
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('re-renders a component on change', () => {
    const store = createStore('a');
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toBe('a');
    act(() => store.set('b'));
    expect(result.current).toBe('b');
  });
});

describe('createEvents', () => {
  it('tells each listener each event, until it stops listening', () => {
    const events = createEvents<string>();
    const heard: string[] = [];
    const stop = events.on((v) => heard.push(`a:${v}`));
    events.on((v) => heard.push(`b:${v}`));
    events.emit('1');
    stop();
    events.emit('2');
    expect(heard).toEqual(['a:1', 'b:1', 'b:2']);
  });
});
