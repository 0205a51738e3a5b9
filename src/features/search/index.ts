/** Public surface of the search feature: the header's Search control (the rest loads on first open). */
export { SearchControl } from './SearchControl';
// eslint-disable-next-line no-restricted-imports -- the public entry passes it on; only start-up calls it (lint: ENGINE_CALLS)
export { prewarmSearch } from './search-client';
