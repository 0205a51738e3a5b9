/**
 * How this browser installs a web app when it offers no install prompt of its own
 * (only Chromium browsers fire beforeinstallprompt): the manual way to tell the
 * user, or that it cannot install at all.
 */
export type InstallMethod =
  | 'ios-safari' // Share → Add to Home Screen
  | 'ios-other' // iOS 16.4+: the browser's Share menu → Add to Home Screen
  | 'mac-safari' // Safari 17+: File → Add to Dock
  | 'firefox-desktop' // cannot install web apps
  | 'firefox-android' // menu → Add to Home screen
  | 'samsung' // menu → Add page to → Home screen
  | 'gnome-web' // WebKitGTK on Linux (GNOME Web): menu → Install Site as Web Application
  | 'chromium' // prompt not offered now (already installed, or not yet eligible): address bar or menu
  | 'unknown';

export function installMethod(
  ua = globalThis.navigator?.userAgent ?? '',
  touchPoints = globalThis.navigator?.maxTouchPoints ?? 0,
): InstallMethod {
  // iPadOS reports itself as a Mac; touch points tell them apart.
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 0);
  if (ios) return /CriOS|FxiOS|EdgiOS|OPiOS/.test(ua) ? 'ios-other' : 'ios-safari';
  if (/SamsungBrowser/.test(ua)) return 'samsung';
  if (/Firefox\//.test(ua)) return /Android/.test(ua) ? 'firefox-android' : 'firefox-desktop';
  if (/Chrome\/|Chromium\/|Edg\//.test(ua)) return 'chromium';
  if (/AppleWebKit/.test(ua) && /Safari\//.test(ua)) {
    if (/Macintosh/.test(ua)) return 'mac-safari';
    if (/Linux/.test(ua) && !/Android/.test(ua)) return 'gnome-web';
  }
  return 'unknown';
}

export function isStandalone(): boolean {
  const nav = globalThis.navigator as Navigator & { standalone?: boolean };
  return nav?.standalone === true || globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone/iPad Safari in a tab: installation is Share → Add to Home Screen, by hand. */
export function needsIosInstallHelp(ua = globalThis.navigator?.userAgent ?? ''): boolean {
  const nav = globalThis.navigator;
  // iPadOS reports itself as a Mac; touch points tell them apart.
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav?.maxTouchPoints ?? 0) > 0);
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  return ios && safari && !isStandalone();
}
