/**
 * Public surface of the pack engine (offline content): its state for display and the user's
 * actions. No UI with styles here: every page's header reads this entry (features/pwa).
 */
export { packActions } from './actions';
export { useMissingSlides, useModuleOffline, useOfflineSnapshot, usePack } from './hooks';
export { packKey, PACK_SCOPES, type PackKey, type PackScope } from './packs';
export { packProgress, packStatus, type ModuleOffline, type PackStatus, type PackView } from './selectors';
