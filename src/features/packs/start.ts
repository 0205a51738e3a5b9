import type { Lang } from '@/content/types';
import { whenIdle } from '@/lib/idle';
import { onMediaCached, onUpdateApplied } from '@/lib/sw-bridge';
import { holdEngine } from './actions';
import type { ReadableStore } from '@/lib/store';
import { autoOffline, type AutoConditions } from './auto-offline';
import { browserConditions } from './conditions';
import { browserLink, type PackLink } from './pack-link';
import { packManager } from './pack-manager';

let started = false;

/** The first language's index waits for an idle moment (at most this long) after the page. */
const OPEN_IDLE_TIMEOUT_MS = 1000;

/**
 * Starts the pack engine, once; called by src/app/start.ts only. What is cached is read for
 * the learner's language when the page is idle, and for a new language when it changes; files
 * the service worker caches as the user opens them are recorded. One tab of the device
 * downloads (pack-tabs.ts): there, wanted packs download by themselves while signed in and
 * online (auto-offline.ts); the other tabs show its progress.
 */
export function startPacks(given?: ReadableStore<AutoConditions>, link: PackLink = browserLink()): void {
  if (started) return;
  started = true;
  const conditions = given ?? browserConditions();
  holdEngine(packManager);
  onMediaCached((url) => void packManager.mediaCached(url));
  onUpdateApplied(() => packManager.resumeSuspended());
  let opened: Lang = conditions.getSnapshot().lang;
  whenIdle(() => void packManager.openLanguage(opened), 0, OPEN_IDLE_TIMEOUT_MS);
  conditions.subscribe(() => {
    const { lang } = conditions.getSnapshot();
    if (lang !== opened) void packManager.openLanguage((opened = lang));
  });
  packManager.joinTabs(link, () => {
    const update = autoOffline(packManager);
    conditions.subscribe(() => update(conditions.getSnapshot()));
    update(conditions.getSnapshot());
  });
}

/**
 * The user applies a new version in this tab: the downloading tab (this one or another) pauses
 * its downloads, whose requests would keep the old service worker busy. Start-up calls this from
 * the page's first moment (src/app/start.ts), before the engine may have started here: a tab
 * opened a moment ago still tells the downloading tab (it did not, and the update waited for the
 * other tab's whole download).
 */
export function applyingUpdate(link: PackLink = browserLink()): void {
  if (started) return packManager.suspend();
  link.channel.post({ type: 'suspend' });
}
