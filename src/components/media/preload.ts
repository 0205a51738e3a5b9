import { useHydrated } from '@/lib/use-hydrated';

/**
 * The prerendered copy of a page (scripts/prerender) cannot play until the app has hydrated it:
 * until then it fetches none of a narration's or video's file, nor their captions, and draws a
 * video's poster as a low-priority image. On a slow connection these (a slide's narration is
 * ~46 KB; a section's posters ~35 KB) would share the line with the script hydration waits for.
 */
export function useInCopy(): boolean {
  return !useHydrated();
}

/** How much of a narration or video file a page fetches before it is played. */
export const mediaPreload = (inCopy: boolean) => (inCopy ? 'none' : 'metadata');
