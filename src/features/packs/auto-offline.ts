import type { Lang } from '@/content/types';
import { whenIdle } from '@/lib/idle';

/**
 * Background downloads start a while after the page has loaded and the main
 * thread is idle, so they never compete with what the user opened first.
 */
export const AUTO_DELAY_MS = 6000;

/** What decides whether wanted packs may download by themselves. */
export interface AutoConditions {
  signedIn: boolean;
  online: boolean;
  /** Language of the page on screen: its packs are the ones resumed. */
  lang: Lang;
}

export interface AutoEngine {
  resumeWaiting(): void;
  auto(lang: Lang): Promise<void>;
}

type Schedule = (run: () => void, delayMs: number) => () => void;

/**
 * Once the service code is accepted and the browser is online, wanted packs
 * (the core pack by default) download by themselves after AUTO_DELAY_MS and an
 * idle moment; packs waiting for the network continue at once. Returns the
 * function to call whenever a condition may have changed.
 */
export function autoOffline(engine: AutoEngine, schedule: Schedule = whenIdle): (now: AutoConditions) => void {
  let last = '';
  let cancel = () => {};
  return (now) => {
    const key = `${now.signedIn}/${now.online}/${now.lang}`;
    if (key === last) return;
    last = key;
    cancel();
    cancel = () => {};
    if (!now.signedIn || !now.online) return;
    engine.resumeWaiting();
    cancel = schedule(() => void engine.auto(now.lang), AUTO_DELAY_MS);
  };
}
