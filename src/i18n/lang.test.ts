import { describe, expect, it } from 'vitest';
import { pickLang } from './lang';

describe('pickLang', () => {
  it('prefers the stored language, then the browser, then English', () => {
    expect(pickLang('en', ['fr-CA'])).toBe('en');
    expect(pickLang(null, ['de-DE', 'en-GB'])).toBe('en');
    expect(pickLang('xx', [])).toBe('en');
  });

  it('never picks French while it is disabled', () => {
    expect(pickLang('fr', ['fr-FR'])).toBe('en');
  });
});
