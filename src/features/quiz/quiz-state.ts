import type { Question } from '@/content/types';
import { hasSelection, isSingleChoice, scoreQuiz, toggleOption } from './scoring';

/** One attempt at a knowledge test: position, choices, whether the answer is locked. */
export interface QuizState {
  index: number;
  selections: boolean[][];
  locked: boolean;
  finished: boolean;
}

export type QuizAction = { type: 'choose'; option: number } | { type: 'submit' } | { type: 'next' } | { type: 'reset' };

export function initialQuizState(questions: readonly Question[]): QuizState {
  return {
    index: 0,
    selections: questions.map((q) => q.answers.map(() => false)),
    locked: false,
    finished: false,
  };
}

/** Pure transitions; `questions` is bound by the caller (useReducer with a closure). */
export function quizReducer(questions: readonly Question[], state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'choose': {
      if (state.locked || state.finished) return state;
      const question = questions[state.index];
      const selections = state.selections.map((s, i) => (i === state.index ? toggleOption(s, action.option, isSingleChoice(question)) : s));
      return { ...state, selections };
    }
    case 'submit':
      if (state.locked || !hasSelection(state.selections[state.index])) return state;
      return { ...state, locked: true };
    case 'next':
      if (!state.locked) return state;
      if (state.index >= questions.length - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1, locked: false };
    case 'reset':
      return initialQuizState(questions);
  }
}

export function quizScore(questions: readonly Question[], state: QuizState): number {
  return scoreQuiz(questions, state.selections);
}
