/**
 * Public surface of the pack engine (offline content): its state for display and the user's
 * actions. No UI with styles here: every page's header reads this entry (features/pwa).
 */
export { packActions } from './actions';
export { useMissingSlides, useModuleOffline, useOfflineSnapshot, usePack } from './hooks';
export { packEntries, packKey, PACK_SCOPES, type PackKey, type PackScope, type VideoFormat } from './packs';
export { packProgress, packStatus, type ModuleOffline, type PackStatus, type PackView } from './selectors';
export type { PackFileIO } from './file-io';

/** The media cache as downloads read and write it, for pack files: in the engine's chunk (file-io.ts). */
export const loadPackFileIO = () => import('./pack-manager').then((m) => m.packFileIO);
