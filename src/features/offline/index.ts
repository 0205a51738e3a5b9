/** Public surface of the offline feature for other features (sections, modules). */
export { useModuleOffline } from './hooks';
export type { ModuleOffline } from './selectors';
export { SectionOfflineControl } from './SectionOfflineControl';
export { HeaderStatus } from './HeaderStatus';
