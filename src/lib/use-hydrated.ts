import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and at build time), true from the render after.
 * A part the build cannot draw as the device will (a swiper, a media element that loads) renders
 * its prerendered form until then, so hydration finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
