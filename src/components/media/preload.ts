/**
 * The prerendered copy of a page (scripts/prerender) cannot play: a press on it is held until the
 * live page takes over, whose own elements load what they play. So the copy fetches none of a
 * narration's or video's file, nor their captions, and draws a video's poster as a low-priority
 * image: on a slow connection these (a slide's narration is ~46 KB, drawn in both the narrow and the
 * wide copy; a section's posters ~35 KB) would share the line with the script the take-over waits for.
 */
export const IN_COPY = import.meta.env.SSR;

/** How much of a narration or video file a page fetches before it is played. */
export const MEDIA_PRELOAD = IN_COPY ? 'none' : 'metadata';
