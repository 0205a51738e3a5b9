import { logError } from './log';

type UpdateListener = (apply: () => Promise<void>) => void;

const listeners = new Set<UpdateListener>();
let pendingUpdate: (() => Promise<void>) | null = null;

/** Called when a new service worker is waiting; the app decides when to reload. */
export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (pendingUpdate) listener(pendingUpdate);
  return () => listeners.delete(listener);
}

/** The only place that registers the service worker (production builds only). */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    const { registerSW } = await import('virtual:pwa-register');
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh() {
        pendingUpdate = () => updateSW(true);
        listeners.forEach((l) => l(pendingUpdate!));
      },
      onRegisterError: (error: unknown) => logError('service worker registration', error),
    });
  } catch (error) {
    logError('service worker registration', error);
  }
}
