import type { ModuleMetas } from './catalogue';
import type { SECTIONS } from './structure/sections';
import type { QUIZZES } from './structure/quizzes';
import type { BlockSpec, GroupSpec, ItemSpec, SectionSpec } from './structure/spec';
import type { ModuleCode, OverviewText, PdfPage, ResourceType, SectionId, SlideText } from './types';

/*
 * The texts one language supplies, typed from the structure: a text missing
 * from a language's files, or one the structure has no place for, is a type
 * error. localise() (./localise.ts) joins them with the structure.
 */

export type Paragraphs = string[];

/** What a translator writes for each kind of item. */
interface ItemTexts {
  text: Paragraphs;
  video: { title: string };
  presentation: { title: string; alt: string };
  pdf: { title: string };
  link: { text: string };
  image: { alt: string; lines: string[] };
  videoWithLink: { title: string; linkText: string };
  button: { lines: string[] };
  hashtags: string[];
  placeholder: { title: string; text: string };
}

export type ItemTextsOf<I extends ItemSpec> = ItemTexts[I['kind']];

type ItemsTexts<Items extends readonly ItemSpec[]> = { readonly [I in Items[number] as I['id']]: ItemTextsOf<I> };

/** Each part only where the structure has it: `intro`, `items`, `groups`. */
type GroupTexts<G extends GroupSpec> = { heading: string } & (G extends { intro: true } ? { intro: Paragraphs } : unknown) &
  (G['items'] extends readonly [] ? unknown : { items: ItemsTexts<G['items']> });

type BlockTexts<B extends BlockSpec> = GroupTexts<B> &
  (B extends { groups: readonly GroupSpec[] } ? { groups: { readonly [G in B['groups'][number] as G['id']]: GroupTexts<G> } } : unknown);

export type SectionTexts<S extends SectionSpec> = {
  title: string;
  blocks: { readonly [B in S['blocks'][number] as B['id']]: BlockTexts<B> };
};

/** The texts of one section, e.g. `SectionTextsOf<'training'>`. */
export type SectionTextsOf<S extends SectionId> = SectionTexts<(typeof SECTIONS)[S]>;

/** Exactly slideCount slides (catalogue.ts); what their clips say is in ModuleClips. */
type Slides<M extends ModuleMetas[ModuleCode], Acc extends SlideText[] = []> = Acc['length'] extends M['slideCount']
  ? Acc
  : Slides<M, [...Acc, SlideText & { videoCaption?: never }]>;

/** One answer text per answer of the structure. */
type Answers<C extends readonly boolean[]> = { readonly [K in keyof C]: string };

type QuestionTexts<Q> = Q extends { correct: infer C extends readonly boolean[] }
  ? { title: string; answers: Answers<C> }
  : { title: string };

type QuizTexts<Q extends readonly unknown[]> = { readonly [K in keyof Q]: QuestionTexts<Q[K]> };

export interface ModuleTexts<C extends ModuleCode> {
  title: string;
  /** Short title used beside the progress bars on the summary stage. */
  progressTitle: string;
  slides: Slides<ModuleMetas[C]>;
  questions: QuizTexts<(typeof QUIZZES)[C]>;
}

type AllItems<S extends SectionSpec> =
  S['blocks'][number]['items'][number] | Extract<S['blocks'][number], { groups: readonly GroupSpec[] }>['groups'][number]['items'][number];

/*
 * Texts only the media generator reads (scripts/media, through ./media-content.ts):
 * what the generated documents hold and what the videos say. The app never shows
 * them, so each language's files export them apart and the app's bundle leaves them out.
 */

type MediaItems<S extends SectionSpec> = Extract<AllItems<S>, { kind: 'pdf' | 'presentation' | 'video' | 'videoWithLink' }>;

/** By item id: a document's pages, or what a video says (its captions). */
export type SectionMediaTextsOf<S extends SectionId> = {
  readonly [I in MediaItems<(typeof SECTIONS)[S]> as I['id']]: I['kind'] extends 'pdf' | 'presentation' ? PdfPage[] : string;
};

type ModulesWithClips = { [C in ModuleCode]: ModuleMetas[C]['videoSlides'] extends readonly [] ? never : C }[ModuleCode];

/** What each slide's clip says (its captions), by slide number: exactly the slides with a clip (catalogue.ts). */
export type ModuleClips<C extends ModulesWithClips> = Record<ModuleMetas[C]['videoSlides'][number], string>;

export interface MediaTexts {
  sections: { [S in SectionId]: SectionMediaTextsOf<S> };
  clips: { [C in ModulesWithClips]: ModuleClips<C> };
}

export interface LanguageTexts {
  sections: { [S in SectionId]: SectionTextsOf<S> };
  modules: { [C in ModuleCode]: ModuleTexts<C> };
  overview: Record<ResourceType, OverviewText>;
  /** Answer labels of true/false questions. */
  trueFalse: { true: string; false: string };
}
