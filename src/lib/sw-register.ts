import { registerSW } from 'virtual:pwa-register';

/** What the page gives the registration: where to offer an update, where to report a failure. */
export interface RegisterHooks {
  offerUpdate(apply: () => Promise<void>): void;
  /** The new version controls this page, which stays open. */
  updateApplied(): void;
  /** lib/log.ts's logError, passed in so that this lazy chunk imports nothing the entry has. */
  logError(context: string, error: unknown): void;
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let reloadRequested = false;

// A module page or its presentation: a reload there would drop the learner's place or the room's slide.
const onModuleRoute = () => /\/(module|present)\//.test(globalThis.location?.pathname ?? '');

function checkForUpdates(registration: ServiceWorkerRegistration, logError: RegisterHooks['logError']) {
  const check = () => {
    if (navigator.onLine) registration.update().catch((e: unknown) => logError('service worker update', e));
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

/**
 * Registers /sw.js (lib/sw-bridge.ts loads this with the PWA plugin's code, after the page).
 * A new version waits: the user reloads from the prompt. When another tab applies it, this
 * tab reloads only if no module is open; otherwise it keeps offering "Reload".
 */
export function register({ offerUpdate, updateApplied, logError }: RegisterHooks): void {
  const updateSW = registerSW({
    immediate: false,
    onNeedRefresh() {
      offerUpdate(async () => {
        reloadRequested = true;
        await updateSW(true);
        // The waiting worker may already have been activated by another tab.
        setTimeout(() => globalThis.location.reload(), 3000);
      });
    },
    onNeedReload() {
      if (reloadRequested || !onModuleRoute()) return void globalThis.location.reload();
      updateApplied();
      offerUpdate(async () => globalThis.location.reload());
    },
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      if (registration) checkForUpdates(registration, logError);
    },
    onRegisterError: (error: unknown) => logError('service worker registration', error),
  });
}
