import type { PrintSize, ResourceKey, SectionId } from '../types';

/*
 * The language-independent shape of a section: which blocks and items, in which
 * order, with which resource keys, asset names, print sizes, flags and URLs.
 * Every item has an `id`, unique within its block: the key of its texts in each
 * language's file, and for items with assets also the asset's file name.
 */

export interface TextSpec {
  kind: 'text';
  id: string;
  /** Paragraphs contain restricted HTML (a, strong, em, br). */
  withHtml?: true;
}

/** Asset: {id}.mp4/.webm/.vtt and {id}-poster.jpg. */
export interface VideoSpec {
  kind: 'video';
  id: string;
  key: ResourceKey;
}

/** Assets: {id}-cover.jpg and {id}.pdf. */
export interface PresentationSpec {
  kind: 'presentation';
  id: string;
  key: ResourceKey;
}

/** Assets: {id}-thumb.jpg and {id}.pdf. */
export interface PdfSpec {
  kind: 'pdf';
  id: string;
  key: ResourceKey;
  print: PrintSize;
  editable?: true;
}

/** Asset: {id}.svg. */
export interface LinkSpec {
  kind: 'link';
  id: string;
  key: ResourceKey;
  url: string;
}

/** Asset: {id}.svg. */
export interface ImageSpec {
  kind: 'image';
  id: string;
}

/** A video (assets named by id, keyed by videoKey) with a link to watch it elsewhere. */
export interface VideoWithLinkSpec {
  kind: 'videoWithLink';
  id: string;
  key: ResourceKey;
  videoKey: ResourceKey;
  url: string;
}

export interface ButtonSpec {
  kind: 'button';
  id: string;
  key: ResourceKey;
  url: string;
}

export interface HashtagsSpec {
  kind: 'hashtags';
  id: string;
}

export interface PlaceholderSpec {
  kind: 'placeholder';
  id: string;
}

export type ItemSpec =
  | TextSpec
  | VideoSpec
  | PresentationSpec
  | PdfSpec
  | LinkSpec
  | ImageSpec
  | VideoWithLinkSpec
  | ButtonSpec
  | HashtagsSpec
  | PlaceholderSpec;

export interface GroupSpec {
  /** Stable id: part of the DOM anchor and the key of the group's texts. */
  id: string;
  /** The group has an introduction (plain paragraphs). */
  intro?: true;
  items: readonly ItemSpec[];
}

export interface BlockSpec extends GroupSpec {
  groups?: readonly GroupSpec[];
}

export interface SectionSpec {
  id: SectionId;
  blocks: readonly BlockSpec[];
}

/** Keeps the literal ids, so each language's texts are typed by this structure (see ../texts.ts). */
export const defineSection = <const S extends SectionSpec>(spec: S): S => spec;
