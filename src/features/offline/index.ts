/** Public surface of the offline-content UI (pack cards and controls) for other features. */
export { SectionOfflineControl } from './SectionOfflineControl';
export { PackCard } from './PackCard';
export { StoragePanel } from './StoragePanel';
export { usePackTitle } from './use-pack-text';
export { useFormatBytes } from './format';
