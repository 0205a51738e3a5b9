import { useStore } from '@/lib/store';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { displaySettings } from './display-settings';

/** No animation: the reader turned motion off here, or asked for less motion in their system settings. */
export function useReducedMotion(): boolean {
  const system = useMediaQuery(REDUCED_MOTION_QUERY);
  return useStore(displaySettings).motion === 'reduced' || system;
}
