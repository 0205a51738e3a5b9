import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Question } from '@/content/types';
import { OPTION_FEEDBACK_TEXT } from './feedback-text';
import {
  correctCount,
  isAnswerCorrect,
  isPass,
  isSingleChoice,
  optionFeedback,
  questionFeedback,
  scoreQuiz,
  toggleOption,
} from './scoring';

/** A question whose answers, labelled A, B, C…, are correct as listed. */
const question = (title: string, correct: boolean[]): Question => ({
  title,
  answers: correct.map((isCorrect, i) => ({ label: String.fromCharCode(65 + i), correct: isCorrect })),
});
const single = question('Pick one', [false, true, false]);
const multi = question('Pick two', [true, false, true]);
const trueFalse: Question = {
  title: 'True?',
  trueFalse: true,
  answers: [
    { label: 'True', correct: false },
    { label: 'False', correct: true },
  ],
};

describe('quiz scoring', () => {
  it('uses a radio choice only when exactly one answer is correct', () => {
    expect(isSingleChoice(single)).toBe(true);
    expect(isSingleChoice(trueFalse)).toBe(true);
    expect(isSingleChoice(multi)).toBe(false);
    expect(correctCount(multi)).toBe(2);
  });

  it('is correct only when every selected state equals its correct flag', () => {
    expect(isAnswerCorrect(multi, [true, false, true])).toBe(true);
    expect(isAnswerCorrect(multi, [true, false, false])).toBe(false);
    expect(isAnswerCorrect(multi, [true, true, true])).toBe(false);
    expect(isAnswerCorrect(single, [false, true, false])).toBe(true);
    expect(isAnswerCorrect(single, [])).toBe(false);
  });

  it('scores n/3 and passes only at 3/3', () => {
    const qs = [single, multi, trueFalse];
    const right = [
      [false, true, false],
      [true, false, true],
      [false, true],
    ];
    expect(scoreQuiz(qs, right)).toBe(3);
    expect(isPass(scoreQuiz(qs, right))).toBe(true);
    const oneWrong = [right[0], [true, false, false], right[2]];
    expect(scoreQuiz(qs, oneWrong)).toBe(2);
    expect(isPass(2)).toBe(false);
    expect(isPass(0, 0)).toBe(false);
  });

  it('radios replace the choice, checkboxes toggle', () => {
    expect(toggleOption([true, false, false], 2, true)).toEqual([false, false, true]);
    expect(toggleOption([true, false, false], 2, false)).toEqual([true, false, true]);
    expect(toggleOption([true, false, true], 2, false)).toEqual([true, false, false]);
  });
});

describe('option feedback (spec §8)', () => {
  const text = (descriptor: MessageDescriptor) => i18n._(descriptor);

  it('maps each option state to exactly one text', () => {
    expect(optionFeedback(true, true, true)).toBe('correctWellDone');
    expect(optionFeedback(true, true, false)).toBe('correct');
    expect(optionFeedback(true, false, false)).toBe('correctMissed');
    expect(optionFeedback(false, true, false)).toBe('incorrectSelected');
    expect(optionFeedback(false, false, true)).toBe('incorrect');
    expect(optionFeedback(false, false, false)).toBe('incorrect');
  });

  it('uses the spec texts', () => {
    expect(text(OPTION_FEEDBACK_TEXT.correctWellDone)).toBe('This option was correct. Well done!');
    expect(text(OPTION_FEEDBACK_TEXT.correct)).toBe('This option was correct.');
    expect(text(OPTION_FEEDBACK_TEXT.correctMissed)).toBe("This option was correct, but you didn't select it.");
    expect(text(OPTION_FEEDBACK_TEXT.incorrectSelected)).toBe('This option was incorrect, but you selected it.');
    expect(text(OPTION_FEEDBACK_TEXT.incorrect)).toBe('This option was incorrect.');
  });

  it('a fully right multi-answer: both picks "Well done!", the other plain incorrect', () => {
    expect(questionFeedback(multi, [true, false, true])).toEqual(['correctWellDone', 'incorrect', 'correctWellDone']);
  });

  it('a partly right multi-answer: no "Well done!", the missed one named', () => {
    expect(questionFeedback(multi, [true, true, false])).toEqual(['correct', 'incorrectSelected', 'correctMissed']);
  });

  it('a wrong radio choice points to the right option', () => {
    expect(questionFeedback(single, [true, false, false])).toEqual(['incorrectSelected', 'correctMissed', 'incorrect']);
  });
});
