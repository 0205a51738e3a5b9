import { useEffect, useRef, useState } from 'react';
import { takeHeldKeys, type HeldKey } from '@/lib/key-buffer';
import { PRESENT_KEYS } from '@/lib/paths';
import { readKey, type PresentAction } from './keys';

/**
 * Listens on the document (a clicker's key reaches it wherever focus is) and hands each
 * action on; returns the slide number being typed, to show it. Keys pressed between Present
 * and the presentation's code arriving (held by lib/key-buffer) count too, in order.
 */
export function usePresentKeys(act: (action: PresentAction) => void): string {
  const [digits, setDigits] = useState('');
  const state = useRef({ digits, act });
  const held = useRef<HeldKey[]>([]);
  const apply = useRef((press: HeldKey | KeyboardEvent): boolean => {
    const result = readKey(press, state.current.digits);
    if (!result.handled) return false;
    state.current.digits = result.digits;
    setDigits(result.digits);
    if (result.action) state.current.act(result.action);
    return true;
  });
  // A held key per render: each acts on the slide the one before it moved to.
  const replay = useRef(() => {
    while (held.current.length > 0) if (apply.current(held.current.shift()!)) return;
  });
  useEffect(() => {
    state.current = { digits, act };
    replay.current();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && apply.current(event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    held.current.push(...takeHeldKeys(PRESENT_KEYS));
    replay.current();
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return digits;
}
