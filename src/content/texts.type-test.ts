/*
 * Checked by `npm run typecheck` (never run, never imported): each line under
 * @ts-expect-error is a translator's mistake that must stay a type error; if one
 * stopped being an error, the unused directive would fail the typecheck.
 */
import { module3, module3Clips } from './fr/modules/module-3';
import training from './fr/sections/training.json' with { type: 'json' };
import trainingMedia from './fr/sections/training.media.json' with { type: 'json' };
import type { ModuleClips, ModuleTexts, SectionMediaTextsOf, SectionTextsOf } from './texts';

const { 'video-tutorials': videos, ...otherBlocks } = training.blocks;
const fewerVideos = { 'reviewing-progress-checks': videos.items['reviewing-progress-checks'] };
const [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] = module3.slides;
const [q1, q2, q3] = module3.questions;

// One mistake per line, under its directive: Prettier must not move a line away from it.
// prettier-ignore
export const mistakes = {
  // @ts-expect-error a missing item text
  missingItem: { ...training, blocks: { ...otherBlocks, 'video-tutorials': { ...videos, items: fewerVideos } } } satisfies SectionTextsOf<'training'>,
  // @ts-expect-error a text the structure has no item for
  extraItem: { ...training, blocks: { ...otherBlocks, 'video-tutorials': { ...videos, items: { ...videos.items, extra: { title: 'x', script: 'y' } } } } } satisfies SectionTextsOf<'training'>,
  // @ts-expect-error a missing block heading
  missingHeading: { ...training, blocks: { ...otherBlocks, 'video-tutorials': { items: videos.items } } } satisfies SectionTextsOf<'training'>,
  // @ts-expect-error a slide too few
  missingSlide: { ...module3, slides: [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10] } satisfies ModuleTexts<'3'>,
  // @ts-expect-error a caption in the slide texts (captions are clip texts)
  captionInSlide: { ...module3, slides: [{ ...s1, videoCaption: 'x' }, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] } satisfies ModuleTexts<'3'>,
  // @ts-expect-error no caption for a slide with a clip (slide 6)
  missingCaption: { 8: module3Clips[8], 9: module3Clips[9] } satisfies ModuleClips<'3'>,
  // @ts-expect-error a caption for a slide without a clip (slide 7)
  extraCaption: { ...module3Clips, 7: 'x' } satisfies ModuleClips<'3'>,
  // @ts-expect-error pages in the page texts (they are media texts)
  pagesInPageTexts: { ...training, blocks: { ...training.blocks, manuals: { ...training.blocks.manuals, items: { ...training.blocks.manuals.items, 'manual-group-delivery': { title: 'x', pages: [] } } } } } satisfies SectionTextsOf<'training'>,
  // @ts-expect-error a media text for an item the section does not have
  extraMedia: { ...trainingMedia, other: 'x' } satisfies SectionMediaTextsOf<'training'>,
  // @ts-expect-error a document without its pages
  pagesAsText: { ...trainingMedia, 'manual-group-delivery': 'x' } satisfies SectionMediaTextsOf<'training'>,
  // @ts-expect-error an answer too few
  missingAnswer: { ...module3, questions: [{ title: 'x', answers: ['a', 'b', 'c'] }, q2, q3] } satisfies ModuleTexts<'3'>,
  // @ts-expect-error answers on a true/false question
  answersOnTrueFalse: { ...module3, questions: [q1, q2, { title: 'x', answers: ['a', 'b'] }] } satisfies ModuleTexts<'3'>,
};
