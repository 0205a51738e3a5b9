/** Public surface of the search feature: the header's Search control (the rest loads on first open). */
export { SearchControl } from './SearchControl';
// Passed on for start-up alone (lint: ENGINE_CALLS; the public entries only re-export).
export { prewarmSearch } from './search-client';
