import { useRef, type PointerEvent } from 'react';
import { readTouch, type Point } from './gestures';
import type { PresentAction } from './keys';

/** A finger on a control (a clip's play button, its player) is the control's. */
const CONTROLS = 'button, a, video, audio, input';

/** Pointer handlers for the stage: a swipe, or a tap in the left or right third (touch and pen only). */
export function useTouchMoves(act: (action: PresentAction) => void) {
  const start = useRef<Point | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const onControl = event.target instanceof Element && event.target.closest(CONTROLS);
      start.current = event.pointerType !== 'mouse' && !onControl ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const { left, width } = event.currentTarget.getBoundingClientRect();
      const action = readTouch({ x: from.x - left, y: from.y }, { x: event.clientX - left, y: event.clientY }, width);
      if (action) act(action);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
