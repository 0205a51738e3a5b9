import { logError } from './log';

/** The part of the Screen Wake Lock API used here (not in every DOM typing or browser). */
interface Sentinel {
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

export interface ScreenWakeLock {
  /** Lets the screen sleep again and stops taking the lock back. */
  release(): void;
}

/**
 * Keeps the screen on until released. The browser drops the lock whenever the page is hidden,
 * so it is asked for again each time the page becomes visible. Without the API (or when the
 * browser refuses, e.g. on battery saver) nothing happens: the screen may sleep, nothing breaks.
 */
export function keepScreenOn(nav: Navigator = navigator, doc: Document = document): ScreenWakeLock {
  const api = (nav as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  if (!api) return { release: () => undefined };
  let sentinel: Promise<Sentinel | null> | null = null;
  let released = false;

  const request = () => {
    sentinel = api.request('screen').catch((error: unknown) => {
      logError('screen wake lock', error);
      return null;
    });
  };
  const onVisibility = () => {
    if (!released && doc.visibilityState === 'visible') request();
  };

  request();
  doc.addEventListener('visibilitychange', onVisibility);
  return {
    release() {
      released = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.then((s) => s?.release()).catch(() => undefined);
    },
  };
}
