/** Public surface of the search feature: the header's Search control (the rest loads on first open). */
export { SearchControl } from './SearchControl';
