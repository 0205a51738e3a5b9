import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FullModuleId, Lang } from '../../content/types';
import { whenIdle } from '../../lib/idle';
import { useOnline } from '../../lib/network';
import { onMediaCached } from '../../lib/sw-bridge';
import { useSession } from '../access';
import { packManager, type OfflineSnapshot } from './pack-manager';
import type { PackScope } from './packs';
import { moduleOffline, packView, type ModuleOffline, type PackView } from './selectors';

/**
 * Background downloads start a while after the page has loaded and the main
 * thread is idle, so they never compete with what the user opened first.
 */
const AUTO_DELAY_MS = 6000;

export function useOfflineSnapshot(): OfflineSnapshot {
  const snapshot = useSyncExternalStore(packManager.subscribe, packManager.getSnapshot, packManager.getSnapshot);
  useEffect(() => void packManager.init(), []);
  return snapshot;
}

export function usePack(lang: Lang, scope: PackScope): PackView | null {
  const s = useOfflineSnapshot();
  return useMemo(() => packView(s, lang, scope), [s, lang, scope]);
}

/** Whether a module's slides, narration (and videos) are on this device: for module cards. */
export function useModuleOffline(lang: Lang, id: FullModuleId): ModuleOffline {
  const s = useOfflineSnapshot();
  return useMemo(() => moduleOffline(s, lang, id), [s, lang, id]);
}

let mediaWired = false;

/**
 * Mounted once per page (header): once the service code is accepted and the
 * browser is online, wanted packs (the core pack by default) download by
 * themselves; files the user opens are recorded as they are cached.
 */
export function useAutoOffline(lang: Lang): void {
  const { session } = useSession();
  const online = useOnline();
  useEffect(() => {
    if (mediaWired) return;
    mediaWired = true;
    onMediaCached((url) => void packManager.mediaCached(url));
  }, []);
  useEffect(() => {
    if (!session.id || !online) return;
    packManager.resumeWaiting();
    return whenIdle(() => void packManager.auto(lang), AUTO_DELAY_MS);
  }, [session.id, online, lang]);
}
