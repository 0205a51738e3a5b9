import { describe, expect, it } from 'vitest';
import { installMethod, needsIosInstallHelp } from './install-method';

const UA = {
  ipadSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0',
  webkitGtk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
};

describe('installMethod', () => {
  it('iPad (a Mac user agent with touch) and iPhone Safari: Share → Add to Home Screen', () => {
    expect(installMethod(UA.ipadSafari, 5)).toBe('ios-safari');
    expect(installMethod(UA.iphoneSafari, 5)).toBe('ios-safari');
    expect(installMethod(UA.iphoneChrome, 5)).toBe('ios-other');
  });

  it('Safari on a Mac without touch: Add to Dock', () => {
    expect(installMethod(UA.ipadSafari, 0)).toBe('mac-safari');
  });

  it('Firefox: none on computers, the menu on Android', () => {
    expect(installMethod(UA.firefoxLinux)).toBe('firefox-desktop');
    expect(installMethod(UA.firefoxAndroid, 5)).toBe('firefox-android');
  });

  it('Chromium browsers (prompt not offered right now), Samsung Internet, WebKitGTK and the rest', () => {
    expect(installMethod(UA.chrome)).toBe('chromium');
    expect(installMethod(UA.edge)).toBe('chromium');
    expect(installMethod(UA.samsung, 5)).toBe('samsung');
    expect(installMethod(UA.webkitGtk)).toBe('gnome-web');
    expect(installMethod('Opera/9.80 (Nintendo Wii)')).toBe('unknown');
  });
});

const IOS_HELP_UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('needsIosInstallHelp', () => {
  it('is true for Safari on iPhone', () => {
    expect(needsIosInstallHelp(IOS_HELP_UA.iphoneSafari)).toBe(true);
  });

  it('is false for other iOS browsers, desktop Safari without touch and Chrome', () => {
    expect(needsIosInstallHelp(IOS_HELP_UA.iphoneChrome)).toBe(false);
    expect(needsIosInstallHelp(IOS_HELP_UA.macSafari)).toBe(false);
    expect(needsIosInstallHelp(IOS_HELP_UA.chrome)).toBe(false);
  });

  it('recognises iPadOS, which reports a Mac user agent, by its touch points', () => {
    const before = Object.getOwnPropertyDescriptor(Navigator.prototype, 'maxTouchPoints');
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      expect(needsIosInstallHelp(IOS_HELP_UA.macSafari)).toBe(true);
    } finally {
      delete (navigator as { maxTouchPoints?: number }).maxTouchPoints;
      if (before) Object.defineProperty(Navigator.prototype, 'maxTouchPoints', before);
    }
  });
});
