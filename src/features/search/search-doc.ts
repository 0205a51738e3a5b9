import type { PackedIndex } from './packed-index';
import type { ContentItem, ModuleCode, ResourceKey, ResourceType, SectionId } from '@/content/types';

/**
 * What a result opens. Built at build time (scripts/search) from the content, so the
 * page needs nothing but the index to show and open a result.
 */
export type SearchTarget =
  /** A toolkit PDF in a new tab, tracked like the section page's card (spec §7). */
  | { to: 'pdf'; section: SectionId; path: string; key: ResourceKey }
  /** A page outside the toolkit in a new tab, tracked: needs a connection. */
  | { to: 'external'; section: SectionId; url: string; key: ResourceKey }
  /** The section page with this video in view and focused. */
  | { to: 'video'; section: SectionId; anchor: string; media: string[] }
  /** The section page at a block (or group) anchor; `media` when the item shows a file. */
  | { to: 'section'; section: SectionId; anchor: string; media?: string[] }
  /** A module slide (1-based `n`), in whichever section the learner is in. */
  | { to: 'slide'; code: ModuleCode; n: number }
  /** A course overview: the section's modules block. */
  | { to: 'overview'; section: ResourceType };

export type SearchDocKind = ContentItem['kind'] | 'intro' | 'slide' | 'overview';

/** One searchable thing: an item of a section, a block's introduction, a slide or a course overview. */
export interface SearchDoc {
  kind: SearchDocKind;
  /** Empty for an overview: the page names it ("Course overview"). */
  title: string;
  /** Where it sits: the block (and group) heading, or the module's title. */
  where: string;
  /** Everything else it says: searched, and the source of the snippet. */
  text: string;
  target: SearchTarget;
}

/** The search fields, best first (their weights are in ./options). */
export const SEARCH_FIELDS = ['title', 'where', 'text'] as const;

/** One language's index as the build writes it: the documents and MiniSearch's index of them. */
export interface SearchIndexData {
  docs: SearchDoc[];
  /** Document ids are positions in `docs`. */
  index: PackedIndex;
}
