import type { ModuleCode } from '../types';

/** A statement to mark True or False (the labels come from each language's texts). */
export interface TrueFalseSpec {
  statementIsTrue: boolean;
}

/** Answers in display order: whether each is correct (one or more are). */
export interface ChoiceSpec {
  correct: readonly boolean[];
}

export type QuestionSpec = TrueFalseSpec | ChoiceSpec;

/**
 * Each module's knowledge test (three questions): its question types and
 * correct answers. Slide counts and video slides are in ../catalogue.ts.
 */
export const QUIZZES = {
  '1': [{ statementIsTrue: false }, { correct: [false, true, false, false] }, { correct: [true, true, false, false] }],
  '2': [{ correct: [true, true, true, false, false] }, { statementIsTrue: false }, { correct: [true, false, false, false] }],
  '3': [{ correct: [false, true, false, false] }, { correct: [true, true, false, false] }, { statementIsTrue: true }],
  '4': [{ correct: [true, true, true, false, false] }, { correct: [false, false, true, false] }, { statementIsTrue: true }],
  '5': [{ correct: [true, false, false, false] }, { statementIsTrue: true }, { correct: [true, true, true, false, false] }],
  '6': [{ correct: [true, true, false, false] }, { statementIsTrue: false }, { correct: [false, false, true, false] }],
  '7': [{ statementIsTrue: true }, { correct: [true, false, false, false] }, { correct: [true, true, true, false, false] }],
  a: [{ correct: [true, false, false, false] }, { correct: [true, true, true, false] }, { correct: [false, true, false, false] }],
  b: [{ correct: [true, true, true, false, false] }, { statementIsTrue: false }, { correct: [true, false, false] }],
} as const satisfies Record<ModuleCode, readonly QuestionSpec[]>;
