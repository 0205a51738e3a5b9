import { useEffect, useRef, useState } from 'react';
import { readKey, type PresentAction } from './keys';

/**
 * Listens on the document (a clicker's key reaches it wherever focus is) and hands each
 * action on; returns the slide number being typed, to show it.
 */
export function usePresentKeys(act: (action: PresentAction) => void): string {
  const [digits, setDigits] = useState('');
  const state = useRef({ digits, act });
  useEffect(() => {
    state.current = { digits, act };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const result = readKey(event, state.current.digits);
      if (!result.handled) return;
      event.preventDefault();
      state.current.digits = result.digits;
      setDigits(result.digits);
      if (result.action) state.current.act(result.action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return digits;
}
