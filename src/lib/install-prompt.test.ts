import { describe, expect, it } from 'vitest';
import { needsIosInstallHelp } from './install-prompt';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('needsIosInstallHelp', () => {
  it('is true for Safari on iPhone', () => {
    expect(needsIosInstallHelp(UA.iphoneSafari)).toBe(true);
  });

  it('is false for other iOS browsers, desktop Safari without touch and Chrome', () => {
    expect(needsIosInstallHelp(UA.iphoneChrome)).toBe(false);
    expect(needsIosInstallHelp(UA.macSafari)).toBe(false);
    expect(needsIosInstallHelp(UA.chrome)).toBe(false);
  });

  it('recognises iPadOS, which reports a Mac user agent, by its touch points', () => {
    const before = Object.getOwnPropertyDescriptor(Navigator.prototype, 'maxTouchPoints');
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      expect(needsIosInstallHelp(UA.macSafari)).toBe(true);
    } finally {
      delete (navigator as { maxTouchPoints?: number }).maxTouchPoints;
      if (before) Object.defineProperty(Navigator.prototype, 'maxTouchPoints', before);
    }
  });
});
