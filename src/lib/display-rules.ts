/**
 * The display choices' names and the rules that map them onto <html>, shared by the display
 * feature (features/display) and the first script of every page (src/boot/display.ts), which
 * sets them before the page paints. Plain data and pure functions: the boot script bundles them.
 */
export const TEXT_SIZES = [100, 125, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const THEMES = ['system', 'light', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];
export const MOTIONS = ['system', 'reduced'] as const;
export type Motion = (typeof MOTIONS)[number];

/** The attributes on <html> that the style sheets read (src/styles/display.css), and the values they know. */
const SHOWN = {
  'data-text-size': TEXT_SIZES.filter((size) => size !== 100).map(String),
  'data-spacing': ['comfortable'],
  'data-theme': THEMES.filter((theme) => theme !== 'system'),
  'data-motion': ['reduced'],
} as const satisfies Record<string, readonly string[]>;

export type DisplayAttribute = keyof typeof SHOWN;
export const DISPLAY_ATTRIBUTES = Object.keys(SHOWN) as DisplayAttribute[];

/** Of a stored display hint, the attributes the style sheets know, with values they know; nothing else. */
export function hintedAttributes(hint: unknown): Partial<Record<DisplayAttribute, string>> {
  const stored = (typeof hint === 'object' && hint !== null ? hint : {}) as Record<string, unknown>;
  const shown: Partial<Record<DisplayAttribute, string>> = {};
  for (const name of DISPLAY_ATTRIBUTES) {
    const value = stored[name];
    if (typeof value === 'string' && (SHOWN[name] as readonly string[]).includes(value)) shown[name] = value;
  }
  return shown;
}

/** What the system asks for, as media queries tell it. */
export interface SystemDisplay {
  contrast: boolean;
  dark: boolean;
}

export const CONTRAST_QUERY = '(prefers-contrast: more)';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme that 'system' stands for: more contrast first, then dark. */
export const systemTheme = ({ contrast, dark }: SystemDisplay): Theme | undefined => (contrast ? 'contrast' : dark ? 'dark' : undefined);
