import { describe, expect, it } from 'vitest';
import { isCodeLoadError } from './load-error';

describe('isCodeLoadError', () => {
  it('knows each engine’s words for a chunk that did not load', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/ModuleRoutePage-x.js',
      'error loading dynamically imported module: http://localhost/assets/ModuleRoutePage-x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for http://localhost/assets/search-x.css',
    ])
      expect(isCodeLoadError(new TypeError(message)), message).toBe(true);
  });

  it('leaves every other error to the generic message', () => {
    expect(isCodeLoadError(new Error('render failed'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeLoadError(undefined)).toBe(false);
  });
});
