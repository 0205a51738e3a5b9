import { registerSW } from 'virtual:pwa-register';
import type { HasBuildMessage } from '../../sw/shared';

/** What the page gives the registration: where to offer an update, where to report a failure. */
export interface RegisterHooks {
  offerUpdate(apply: () => Promise<void>): void;
  /** The new version controls this page, which stays open. */
  updateApplied(): void;
  /** lib/log.ts's logError, passed in so that this lazy chunk imports nothing the entry has. */
  logError(context: string, error: unknown): void;
  /** A URL of this page's own build (its entry chunk), for asking the controlling worker. */
  buildUrl: string;
  /** lib/reload-guard.ts's reloadOnce: a reload that cannot loop. */
  reloadOnce(): boolean;
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * After "Reload", the page reloads this long after asking the new worker to take over if it has
 * not by then (the old one is replaced only once it has no request in flight). Tried at 10 s: one
 * reload under load then never had its navigation answered; at 3 s none has in CI.
 */
export const APPLY_WAIT_MS = 3000;
/** A worker that does not answer whether it has this build (an older one) within this is taken to have it. */
const ASK_BUILD_MS = 5_000;

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

const reload = () => globalThis.location.reload();

/**
 * Reloads once the new worker controls the page, or after APPLY_WAIT_MS: then the old worker may
 * still answer, and the reloaded page moves on when the new one takes it over (the build check at
 * registration catches a take-over during its load).
 */
async function applyUpdate(updateSW: (reloadPage?: boolean) => Promise<void>): Promise<void> {
  reloadRequested = true;
  // Another tab may have applied it already: the new worker controls this page.
  if (!(await navigator.serviceWorker.getRegistration())?.waiting) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  setTimeout(reload, APPLY_WAIT_MS);
  await updateSW(true);
}

/** Whether the controlling worker holds `url` in its precache; undefined when it cannot say. */
function controllerHasBuild(url: string): Promise<boolean | undefined> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return Promise.resolve(undefined);
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ASK_BUILD_MS);
    port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      port1.close();
      resolve(typeof event.data === 'boolean' ? event.data : undefined);
    };
    controller.postMessage({ type: 'HAS_BUILD', url } satisfies HasBuildMessage, [port2]);
  });
}

/**
 * Registers /sw.js (lib/sw-bridge.ts loads this with the PWA plugin's code, after the page).
 * A new version waits: the user reloads from the prompt. When another tab applies it, this
 * tab reloads only if no module is open; otherwise it keeps offering "Reload". The same when
 * the page finds at start that its controller is of a newer build than its own code.
 */
export function register({ offerUpdate, updateApplied, logError, buildUrl, reloadOnce }: RegisterHooks): void {
  // A new version controls this page, whose code is of the old one.
  // A reload the guard refuses (this tab's one reload went on a chunk of the old build, before
  // the new worker had taken over) offers the new version instead of keeping the old one unsaid.
  const needReload = (reloadNow: () => unknown = reload) => {
    if ((reloadRequested || !onModuleRoute()) && reloadNow() !== false) return;
    updateApplied();
    offerUpdate(async () => reload());
  };
  // A new worker may have taken over while this page loaded, before anything here listened, or
  // take it over later without this page having been offered it (it was already activating when
  // the page registered): asked at registration, and at a change of controller no prompt here
  // announced (a page that offered it keeps offering "Reload"). A page the worker could not answer
  // from its precache came from the network: reloaded once only.
  let offered = false;
  const checkBuild = () => void controllerHasBuild(buildUrl).then((has) => has === false && needReload(reloadOnce));
  navigator.serviceWorker.addEventListener('controllerchange', () => offered || checkBuild());
  const updateSW = registerSW({
    immediate: false,
    onNeedRefresh: () => {
      offered = true;
      offerUpdate(() => applyUpdate(updateSW));
    },
    onNeedReload: () => needReload(),
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      if (registration) checkForUpdates(registration, logError);
      checkBuild();
    },
    onRegisterError: (error: unknown) => logError('service worker registration', error),
  });
}
