import { MODULES } from './catalogue';
import { localiseSection } from './localise-section';
import { QUIZZES, type QuestionSpec } from './structure/quizzes';
import { SECTIONS } from './structure/sections';
import type { MediaTexts, LanguageTexts } from './texts';
import type { Lang, LanguageContent, ModuleCode, ModuleText, Question, SectionId } from './types';

type QuestionTexts = { title: string; answers?: readonly string[] };

function question(spec: QuestionSpec, texts: QuestionTexts, labels: LanguageTexts['trueFalse']): Question {
  if ('statementIsTrue' in spec) {
    const answers = [
      { label: labels.true, correct: spec.statementIsTrue },
      { label: labels.false, correct: !spec.statementIsTrue },
    ];
    return { title: texts.title, trueFalse: true, answers };
  }
  return { title: texts.title, answers: spec.correct.map((correct, i) => ({ label: texts.answers![i], correct })) };
}

function localiseModule(code: ModuleCode, texts: LanguageTexts, media?: MediaTexts): ModuleText {
  const { title, progressTitle, slides, questions } = texts.modules[code];
  const quiz: readonly QuestionSpec[] = QUIZZES[code];
  const asked: readonly QuestionTexts[] = questions;
  const captions: Readonly<Record<number, string>> | undefined = media?.clips[code as keyof MediaTexts['clips']];
  return {
    title,
    progressTitle,
    slides: slides.map((slide, i) => (captions?.[i + 1] ? { ...slide, videoCaption: captions[i + 1] } : slide)),
    questions: quiz.map((spec, i) => question(spec, asked[i], texts.trueFalse)),
  };
}

const CODES = Object.keys(MODULES) as ModuleCode[];

/**
 * One language's content: the shared structure (./structure) filled with that language's
 * texts. Only the media generator passes `media`: document pages, what videos say.
 */
export function localise(lang: Lang, texts: LanguageTexts, media?: MediaTexts): LanguageContent {
  const modules = Object.fromEntries(CODES.map((code) => [code, localiseModule(code, texts, media)]));
  const section = (id: SectionId) => localiseSection(lang, SECTIONS[id], texts.sections[id], media?.sections[id]);
  return {
    lang,
    modules: modules as Record<ModuleCode, ModuleText>,
    overview: texts.overview,
    sections: {
      implementation: section('implementation'),
      training: section('training'),
      promotional: section('promotional'),
    },
  };
}
