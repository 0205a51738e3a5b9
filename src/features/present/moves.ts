import { clampSlide } from '../../lib/paths';
import type { PresentAction } from './keys';

/** The slide index an action leads to, within the module; undefined for actions that do not move. */
export function slideAfter(action: PresentAction, current: number, count: number): number | undefined {
  switch (action.type) {
    case 'next':
      return clampSlide(current + 1, count);
    case 'prev':
      return clampSlide(current - 1, count);
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'jump':
      return clampSlide(action.n - 1, count);
    default:
      return undefined;
  }
}
