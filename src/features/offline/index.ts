/** Public surface of the offline-content UI (pack cards and controls) for other features. */
export { SectionOfflineControl } from './SectionOfflineControl';
