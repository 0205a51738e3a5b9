import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Keeps the browser's install offer for our own button (call once, early). */
export function listenForInstallPrompt(): void {
  globalThis.addEventListener?.('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  globalThis.addEventListener?.('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the browser offers installation. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== null, () => false);
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
