import { useEffect, useMemo, useRef, useState } from 'react';
import { tabChannel, type TabChannel } from '@/lib/tabs';
import type { PresentAction } from './keys';
import { isPresentMessage, PRESENT_CHANNEL, presentationSide, presenterSide, type PresentMessage } from './sync';

/** One channel per window, opened when first needed (a BroadcastChannel is not closed on unmount). */
let opened: TabChannel<PresentMessage> | undefined;
function channel(): TabChannel<PresentMessage> {
  return (opened ??= tabChannel(PRESENT_CHANNEL, isPresentMessage));
}

/** The presentation's side: says where it is on every move, and applies the presenter view's moves. */
export function usePresentationSync(deck: string, at: number, act: (action: PresentAction) => void) {
  const latest = useRef({ at, act });
  useEffect(() => {
    latest.current = { at, act };
  });
  const side = useMemo(() => presentationSide(channel(), deck), [deck]);
  useEffect(() => side.announce(at), [side, at]);
  useEffect(
    () =>
      side.listen(
        () => latest.current.at,
        (action) => latest.current.act(action),
      ),
    [side],
  );
}

/**
 * The presenter view's side: where the presentation is (null until it answers), and a way to
 * move it. It says hello on opening, so a view opened (or reloaded) late catches up at once.
 */
export function usePresenterSync(deck: string): { at: number | null; act: (action: PresentAction) => void } {
  const [at, setAt] = useState<number | null>(null);
  const side = useMemo(() => presenterSide(channel(), deck), [deck]);
  useEffect(() => {
    const stop = side.listen(setAt);
    side.hello();
    return stop;
  }, [side]);
  return { at, act: side.act };
}
