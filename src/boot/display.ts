import { CONTRAST_QUERY, DARK_QUERY, hintedAttributes, systemTheme } from '@/lib/display-rules';
import { DISPLAY_HINT_KEY } from '@/lib/storage-keys';
import { readStored } from '@/lib/sync-storage';

/**
 * Part of the first script of every page (./first-script.ts): sets the reader's display choices
 * (text size, spacing, theme, motion) on <html> before anything paints, from the hint the app
 * keeps in localStorage for whoever uses the device now (features/display/follow-display.ts), so a
 * dark or large page never flashes light or small. No theme chosen: the system's, by the app's rule.
 */
export function showDisplayChoices(): void {
  const html = document.documentElement;
  // No storage or a broken value: the page paints with the default display.
  for (const [name, value] of Object.entries(hintedAttributes(readStored(() => window.localStorage, DISPLAY_HINT_KEY))))
    html.setAttribute(name, value);
  const matches = (query: string) => window.matchMedia?.(query).matches ?? false;
  const theme = html.hasAttribute('data-theme') ? undefined : systemTheme({ contrast: matches(CONTRAST_QUERY), dark: matches(DARK_QUERY) });
  if (theme) html.setAttribute('data-theme', theme);
}
