/**
 * Everyone's progress file's panel, a public entry of its own: the progress page places it, and
 * it loads there alone (its code and catalogue: everyone/), so the page shell's people parts
 * (ui.ts, on every page) carry none of it.
 */
export { LazyEveryonePanel } from './everyone/lazy-panel';
