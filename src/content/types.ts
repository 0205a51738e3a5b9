/**
 * Content contract: every screen is rendered from these types, and the media
 * generator (scripts/media) builds every asset from the same data.
 */
import type { Lang, ResourceType, SectionId } from '../config/domain';

export type { Lang, ResourceType, SectionId };
export type ModuleCode = '1' | '2' | '3' | '4' | '5' | '6' | '7' | 'a' | 'b';
export type FullModuleId = '1-implementation' | '1-training' | '2' | '3' | '4' | '5' | '6-implementation' | '6-training' | '7';

/** `{section}.{Name}` for resources, `{section}.CntModule{code}` for module cards. */
export type ResourceKey = `${SectionId}.${string}`;

export interface Answer {
  label: string;
  correct: boolean;
}

export interface Question {
  title: string;
  /** true/false questions have exactly two answers: True, False (localised). */
  trueFalse?: boolean;
  answers: Answer[];
}

export interface SlideText {
  title: string;
  /** 2-4 short key points drawn on the slide image. */
  points: string[];
  /** Narration script: spoken in the MP3 and shown as the transcript. */
  script: string;
  /**
   * Only for slides with a video flag: what the clip shows/says (captions). Only in the
   * media generator's content: the app never shows it, so its bundle leaves it out.
   */
  videoCaption?: string;
}

export interface ModuleText {
  title: string;
  /** Short title used beside the progress bars on the summary stage. */
  progressTitle: string;
  slides: SlideText[];
  questions: Question[];
}

export interface OverviewText {
  courseOverview: string[];
  expertiseLevel: string;
  objectives: string[];
  /** Intro sentence before the derived per-module duration list. */
  durationIntro: string;
  knowledgeTests: string;
}

/** Print sizes from spec §9 plus A4 documents and 16:9 slide decks. */
export type PrintSize = 'a4' | 'p2' | 'p5' | 'p4' | 'p4-part' | 'slides';

export interface TextItem {
  kind: 'text';
  paragraphs: string[];
  /** Paragraphs contain restricted HTML (a, strong, em, br): rendered safely. */
  withHtml?: boolean;
}

export interface VideoItem {
  kind: 'video';
  key: ResourceKey;
  title: string;
  srcMp4: string;
  srcWebm: string;
  poster: string;
  /** WebVTT captions (the clips speak). */
  captions: string;
  /**
   * Caption text: what the clip says; used to generate the clip and its captions. Only in
   * the media generator's content: the app never shows it, so its bundle leaves it out.
   */
  script?: string;
}

export interface PresentationItem {
  kind: 'presentation';
  key: ResourceKey;
  title: string;
  image: { src: string; alt: string };
  pdf: string;
  /**
   * Slide titles + bullets used to generate the deck PDF. Only in the media generator's
   * content: the app never shows them, so its bundle leaves them out.
   */
  pages?: PdfPage[];
}

export interface PdfPage {
  heading: string;
  lines: string[];
}

export interface PdfItem {
  kind: 'pdf';
  key: ResourceKey;
  title: string;
  imgSrc: string;
  url: string;
  print: PrintSize;
  /** Marks editable versions (e.g. the third P2 poster, editable client certificates). */
  editable?: boolean;
  /**
   * Page content used to generate the PDF and its thumbnail. Only in the media generator's
   * content: the app never shows it, so its bundle leaves it out.
   */
  pages?: PdfPage[];
}

export interface LinkItem {
  kind: 'link';
  key: ResourceKey;
  image: string;
  text: string;
  link: string;
}

export interface ImageItem {
  kind: 'image';
  /** Downloadable image (social assets, logos, device mock-ups). */
  image: string;
  alt: string;
  lines: string[];
}

export interface VideoWithLinkItem {
  kind: 'videoWithLink';
  key: ResourceKey;
  video: VideoItem;
  linkUrl: string;
  linkText: string;
}

export interface ButtonItem {
  kind: 'button';
  key: ResourceKey;
  lines: string[];
  url: string;
}

export interface HashtagsItem {
  kind: 'hashtags';
  tags: string[];
}

export interface PlaceholderItem {
  kind: 'placeholder';
  title: string;
  text: string;
}

export type ContentItem =
  | TextItem
  | VideoItem
  | PresentationItem
  | PdfItem
  | LinkItem
  | ImageItem
  | VideoWithLinkItem
  | ButtonItem
  | HashtagsItem
  | PlaceholderItem;

/** One titled block of a section page, shown in order. */
export interface SectionBlock {
  /** Stable id, also the DOM anchor, e.g. "overview", "video-tutorials". */
  id: string;
  heading: string;
  intro?: TextItem;
  /** Optional sub-groups (e.g. PDF groups, leaflet families). */
  groups?: { id: string; heading: string; intro?: TextItem; items: ContentItem[] }[];
  items: ContentItem[];
}

export interface SectionContent {
  id: SectionId;
  title: string;
  blocks: SectionBlock[];
}

export interface LanguageContent {
  lang: Lang;
  modules: Record<ModuleCode, ModuleText>;
  overview: Record<ResourceType, OverviewText>;
  sections: Record<SectionId, SectionContent>;
}

export type AssetKind = 'image' | 'audio' | 'video' | 'captions' | 'pdf';

export interface IndexEntry {
  /** Path relative to the content host, e.g. /images/en/modules/2/slide-1.svg */
  path: string;
  bytes: number;
  sha256: string;
  kind: AssetKind;
}

/** Generated per language (public/content-index/{lang}.json). */
export interface ContentIndex {
  lang: Lang;
  /** Hash over every entry: changes whenever any asset changes. */
  version: string;
  modules: Record<FullModuleId, IndexEntry[]>;
  sections: Record<SectionId, IndexEntry[]>;
}
