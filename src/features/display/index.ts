/** Public surface of the display feature: text size, spacing, theme, motion, captions and transcript (issue #35). */
export { displaySettings, DEFAULT_DISPLAY, type DisplaySettings } from './display-settings';
export { followDisplay } from './follow-display';
export { useReducedMotion } from './use-reduced-motion';
export { DisplayControl } from './DisplayControl';
export { DisplaySection } from './DisplaySection';
export { useDisplay } from './use-display';
