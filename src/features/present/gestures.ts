import type { PresentAction } from './keys';

export interface Point {
  x: number;
  y: number;
}

/** Finger travel (px) that makes a swipe; less than TAP is a tap. */
const SWIPE = 50;
const TAP = 10;

/**
 * A touch from start to end on a stage `width` wide: a horizontal swipe moves one slide (left
 * is next, as on the module page's slider); a tap in the left third goes back, in the right
 * third forward; the middle third and vertical swipes do nothing (scrolling, a pinch's end).
 */
export function readTouch(start: Point, end: Point, width: number): PresentAction | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(dy)) return { type: dx < 0 ? 'next' : 'prev' };
  if (Math.abs(dx) > TAP || Math.abs(dy) > TAP) return null;
  if (end.x < width / 3) return { type: 'prev' };
  if (end.x > (2 * width) / 3) return { type: 'next' };
  return null;
}
