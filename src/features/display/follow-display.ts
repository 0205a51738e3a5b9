import { writeDisplayHint } from '@/lib/paint-hints';
import { mediaQueryStore } from '@/lib/use-media-query';
import { CONTRAST_QUERY, DARK_QUERY } from '@/lib/display-rules';
import { applyDisplay, displayAttributes, displaySettings } from './display-settings';

/**
 * Start-up: the page shows the display settings of whoever uses it now, as they change (in this
 * tab or another, at a switch of person, or in the system's own settings), and the next page's
 * first script paints with them. Returns a stop function.
 */
export function followDisplay(root: HTMLElement = document.documentElement): () => void {
  const contrast = mediaQueryStore(CONTRAST_QUERY);
  const dark = mediaQueryStore(DARK_QUERY);
  const apply = () => {
    const settings = displaySettings.getSnapshot();
    applyDisplay(root, settings, { contrast: contrast.getSnapshot(), dark: dark.getSnapshot() });
    writeDisplayHint(displayAttributes(settings));
  };
  apply();
  const stops = [displaySettings.subscribe(apply), contrast.subscribe(apply), dark.subscribe(apply)];
  return () => stops.forEach((stop) => stop());
}
