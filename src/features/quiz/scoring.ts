import type { Question } from '@/content/types';

/** Pass mark (spec §5, §9): every one of the three questions correct. */
const QUESTIONS_PER_QUIZ = 3;

/** Exactly one correct answer gives a radio group; otherwise checkboxes. */
export function correctCount(question: Question): number {
  return question.answers.filter((a) => a.correct).length;
}

export function isSingleChoice(question: Question): boolean {
  return correctCount(question) === 1;
}

/** Correct only if every option's selected state equals its correct flag. */
export function isAnswerCorrect(question: Question, selected: readonly boolean[]): boolean {
  return question.answers.every((answer, i) => (selected[i] ?? false) === answer.correct);
}

export function hasSelection(selected: readonly boolean[]): boolean {
  return selected.some(Boolean);
}

export function scoreQuiz(questions: readonly Question[], selections: readonly (readonly boolean[])[]): number {
  return questions.reduce((score, q, i) => score + (isAnswerCorrect(q, selections[i] ?? []) ? 1 : 0), 0);
}

export function isPass(score: number, total: number = QUESTIONS_PER_QUIZ): boolean {
  return total > 0 && score === total;
}

/**
 * The five option states of spec §8, decided from the option alone and the question's result:
 * - correctWellDone: picked a correct option and the whole answer was right;
 * - correct: picked a correct option but the answer as a whole was wrong (no "Well done!");
 * - correctMissed: a correct option left unpicked;
 * - incorrectSelected: an incorrect option that was picked;
 * - incorrect: an incorrect option left alone.
 */
export type OptionFeedback = 'correctWellDone' | 'correct' | 'correctMissed' | 'incorrectSelected' | 'incorrect';

export function optionFeedback(correct: boolean, selected: boolean, questionCorrect: boolean): OptionFeedback {
  if (correct && selected) return questionCorrect ? 'correctWellDone' : 'correct';
  if (correct) return 'correctMissed';
  return selected ? 'incorrectSelected' : 'incorrect';
}

export function questionFeedback(question: Question, selected: readonly boolean[]): OptionFeedback[] {
  const right = isAnswerCorrect(question, selected);
  return question.answers.map((a, i) => optionFeedback(a.correct, selected[i] ?? false, right));
}

/** Selecting option i: radios replace the choice, checkboxes toggle it. */
export function toggleOption(selected: readonly boolean[], index: number, single: boolean): boolean[] {
  return selected.map((value, i) => (single ? i === index : i === index ? !value : value));
}
