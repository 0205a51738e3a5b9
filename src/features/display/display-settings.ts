import {
  DISPLAY_ATTRIBUTES,
  MOTIONS,
  systemTheme,
  TEXT_SIZES,
  THEMES,
  type Motion,
  type SystemDisplay,
  type TextSize,
  type Theme,
} from '@/lib/display-rules';
import { STORAGE_KEYS } from '@/lib/storage';
import { choicesStore, syncHub, type SyncHub, type SyncedStore } from '@/lib/synced-store';

export { TEXT_SIZES, THEMES, type Theme };

/** How the interface is shown to this reader (issue #35): one person's choices, the same in every tab. */
export interface DisplaySettings {
  /** Percent of the browser's text size, for the whole interface. */
  textSize: TextSize;
  /** WCAG 1.4.12's line, paragraph, letter and word spacing. */
  comfortableSpacing: boolean;
  /** 'system' follows prefers-color-scheme and prefers-contrast. */
  theme: Theme;
  /** 'system' follows prefers-reduced-motion; 'reduced' turns every animation off. */
  motion: Motion;
  /** Videos start with their captions on. */
  captions: boolean;
  /** The narration's transcript shown with the slide. */
  transcript: boolean;
}

export const DEFAULT_DISPLAY: DisplaySettings = {
  textSize: 100,
  comfortableSpacing: false,
  theme: 'system',
  motion: 'system',
  captions: true,
  transcript: false,
};

const oneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);
const isTextSize = oneOf(TEXT_SIZES);
const isTheme = oneOf(THEMES);
const isMotion = oneOf(MOTIONS);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const VALID: { [K in keyof DisplaySettings]: (value: unknown) => value is DisplaySettings[K] } = {
  textSize: isTextSize,
  comfortableSpacing: isBoolean,
  theme: isTheme,
  motion: isMotion,
  captions: isBoolean,
  transcript: isBoolean,
};

/** The valid choices a value names, each over `settings`: an unknown or invalid field keeps its value. */
export function withChange(settings: DisplaySettings, change: unknown): DisplaySettings {
  const value = (typeof change === 'object' && change !== null ? change : {}) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...settings };
  for (const [key, valid] of Object.entries(VALID)) if (valid(value[key])) next[key] = value[key];
  return next as unknown as DisplaySettings;
}

/** Whatever was stored, usable: each invalid field falls back to its default. */
export const sanitiseDisplay = (raw: unknown): DisplaySettings => withChange(DEFAULT_DISPLAY, raw);

/** The person's display settings: a change names any of them; the last choice wins for each. */
export function createDisplaySettings(hub: SyncHub = syncHub): SyncedStore<DisplaySettings> {
  return choicesStore(hub, { name: 'display', key: STORAGE_KEYS.display, initial: DEFAULT_DISPLAY, withChange });
}

export const displaySettings = createDisplaySettings();

/**
 * The attributes on <html> that the style sheets read (lib/display-rules.ts). Also written as
 * a hint, so the first script of every page (src/boot/display.ts) sets them before it paints.
 * A default choice sets no attribute: a page with nothing stored is styled as before.
 */
export function displayAttributes(settings: DisplaySettings): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (settings.textSize !== 100) attributes['data-text-size'] = String(settings.textSize);
  if (settings.comfortableSpacing) attributes['data-spacing'] = 'comfortable';
  if (settings.theme !== 'system') attributes['data-theme'] = settings.theme;
  if (settings.motion === 'reduced') attributes['data-motion'] = 'reduced';
  return attributes;
}

/** The attributes <html> carries: the settings', with a 'system' theme resolved. */
export function shownAttributes(settings: DisplaySettings, system: SystemDisplay): Record<string, string> {
  const attributes = displayAttributes(settings);
  const theme = settings.theme === 'system' ? systemTheme(system) : undefined;
  return theme ? { ...attributes, 'data-theme': theme } : attributes;
}

export function applyDisplay(root: HTMLElement, settings: DisplaySettings, system: SystemDisplay): void {
  const attributes = shownAttributes(settings, system);
  for (const name of DISPLAY_ATTRIBUTES) {
    const value = attributes[name];
    if (value === undefined) root.removeAttribute(name);
    else if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
}
