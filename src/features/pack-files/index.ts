/** Packs moved between devices as files (issue #34): the offline page's controls, each a lazy chunk. */
export { PackFilesPanel, SavePackFile } from './lazy-parts';
