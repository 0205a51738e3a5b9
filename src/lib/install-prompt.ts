import { createStore, useStore } from './store';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install offer, kept for our own button; null while none is offered. */
const offer = createStore<BeforeInstallPromptEvent | null>(null);

/** Keeps the browser's install offer for our own button; called once, by start-up (src/app/start.ts). */
export function listenForInstallPrompt(): void {
  globalThis.addEventListener?.('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer.set(event as BeforeInstallPromptEvent);
  });
  globalThis.addEventListener?.('appinstalled', () => offer.set(null));
}

export async function promptInstall(): Promise<boolean> {
  const event = offer.getSnapshot();
  if (!event) return false;
  offer.set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** True while the browser offers installation. */
export function useCanInstall(): boolean {
  return useStore(offer) !== null;
}
