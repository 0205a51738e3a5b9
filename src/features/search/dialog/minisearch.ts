/** The search library, a chunk of its own (named for it), loaded with the index on first open. */
export { default as MiniSearch } from 'minisearch';
