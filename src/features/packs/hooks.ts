import { useMemo } from 'react';
import type { FullModuleId, Lang } from '@/content/types';
import { useStore } from '@/lib/store';
import type { OfflineSnapshot } from './offline-store';
import { offlineStore } from './offline-view';
import type { PackScope } from './packs';
import { missingSlides, moduleOffline, packView, type ModuleOffline, type PackView } from './selectors';

/*
 * Display only: these hooks read the pack engine's state through its view (offline-view.ts), so
 * a page needs none of the engine's code. The engine, loading what is cached and background
 * downloads are started by src/app/start.ts, never by a component.
 */

export function useOfflineSnapshot(): OfflineSnapshot {
  return useStore(offlineStore);
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

/** How many of a module's slide images are not on this device (null: cannot tell yet). */
export function useMissingSlides(lang: Lang, id: FullModuleId): number | null {
  const s = useOfflineSnapshot();
  return useMemo(() => missingSlides(s, lang, id), [s, lang, id]);
}
