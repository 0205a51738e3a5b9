import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, displayAttributes, TEXT_SIZES, THEMES, type DisplaySettings } from '../../src/features/display/display-settings';
import { writeDisplayHint } from '../../src/lib/paint-hints';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { bootScript } from './boot';

const SOURCE = await bootScript('first-script');

const html = document.documentElement;
const NAMES = ['data-text-size', 'data-spacing', 'data-theme', 'data-motion'];
const attributesOf = () => Object.fromEntries(NAMES.filter((n) => html.hasAttribute(n)).map((n) => [n, html.getAttribute(n)]));

/** The first script of a page, as built (display gate, then start watch), run before the body. */
const runFirstScript = () => new Function(SOURCE)();

describe('the display gate (first script of every page)', () => {
  afterEach(() => {
    localStorage.clear();
    NAMES.forEach((n) => html.removeAttribute(n));
  });

  it('sets on <html> what the app wrote for every choice of the settings', () => {
    const choices: DisplaySettings[] = [
      ...TEXT_SIZES.map((textSize) => ({ ...DEFAULT_DISPLAY, textSize })),
      ...THEMES.map((theme) => ({ ...DEFAULT_DISPLAY, theme })),
      { ...DEFAULT_DISPLAY, comfortableSpacing: true, motion: 'reduced' },
    ];
    for (const settings of choices) {
      NAMES.forEach((n) => html.removeAttribute(n));
      writeDisplayHint(displayAttributes(settings));
      runFirstScript();
      expect(attributesOf(), JSON.stringify(settings)).toEqual(displayAttributes(settings));
    }
  });

  it('sets nothing unknown, and nothing from a broken value', () => {
    localStorage.setItem(
      STORAGE_KEYS.displayHint,
      JSON.stringify({ 'data-theme': 'dark"><script>', 'data-text-size': '900', onload: 'x' }),
    );
    runFirstScript();
    expect(attributesOf()).toEqual({});
    localStorage.setItem(STORAGE_KEYS.displayHint, '{not json');
    expect(runFirstScript).not.toThrow();
    expect(attributesOf()).toEqual({});
  });

  it('the default display stores no hint at all', () => {
    writeDisplayHint(displayAttributes({ ...DEFAULT_DISPLAY, theme: 'dark' }));
    writeDisplayHint(displayAttributes(DEFAULT_DISPLAY));
    expect(localStorage.getItem(STORAGE_KEYS.displayHint)).toBeNull();
  });
});
