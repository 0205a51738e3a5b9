import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, displayAttributes, sanitiseDisplay, shownAttributes, withChange } from './display-settings';

describe('display settings', () => {
  it('keeps each valid field of a stored value and drops each invalid one to its default', () => {
    expect(sanitiseDisplay({ textSize: 150, theme: 'neon', captions: 'yes', transcript: true })).toEqual({
      ...DEFAULT_DISPLAY,
      textSize: 150,
      transcript: true,
    });
    expect(sanitiseDisplay(null)).toEqual(DEFAULT_DISPLAY);
    expect(sanitiseDisplay({ textSize: 175 }).textSize).toBe(100);
  });

  it('a change of one setting never resets another', () => {
    const chosen = withChange(DEFAULT_DISPLAY, { textSize: 200, theme: 'dark' });
    expect(withChange(chosen, { captions: false })).toEqual({ ...chosen, captions: false });
  });

  it('the default display sets no attribute; each choice sets its own', () => {
    expect(displayAttributes(DEFAULT_DISPLAY)).toEqual({});
    expect(displayAttributes({ ...DEFAULT_DISPLAY, textSize: 125, comfortableSpacing: true, theme: 'light', motion: 'reduced' })).toEqual({
      'data-text-size': '125',
      'data-spacing': 'comfortable',
      'data-theme': 'light',
      'data-motion': 'reduced',
    });
  });

  it("'system' shows the system's theme, more contrast first; a chosen theme wins", () => {
    expect(shownAttributes(DEFAULT_DISPLAY, { contrast: false, dark: false })).toEqual({});
    expect(shownAttributes(DEFAULT_DISPLAY, { contrast: false, dark: true })).toEqual({ 'data-theme': 'dark' });
    expect(shownAttributes(DEFAULT_DISPLAY, { contrast: true, dark: true })).toEqual({ 'data-theme': 'contrast' });
    expect(shownAttributes({ ...DEFAULT_DISPLAY, theme: 'light' }, { contrast: true, dark: true })).toEqual({ 'data-theme': 'light' });
  });
});
