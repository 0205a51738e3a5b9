import { describe, expect, it } from 'vitest';
import type { Question } from '@/content/types';
import { initialQuizState, quizReducer, quizScore, type QuizAction, type QuizState } from './quiz-state';

const questions: Question[] = [
  {
    title: 'Q1',
    answers: [
      { label: 'a', correct: true },
      { label: 'b', correct: false },
    ],
  },
  {
    title: 'Q2',
    answers: [
      { label: 'a', correct: true },
      { label: 'b', correct: true },
      { label: 'c', correct: false },
    ],
  },
  {
    title: 'Q3',
    trueFalse: true,
    answers: [
      { label: 'True', correct: false },
      { label: 'False', correct: true },
    ],
  },
];

const run = (actions: QuizAction[], start: QuizState = initialQuizState(questions)) =>
  actions.reduce((s, a) => quizReducer(questions, s, a), start);

describe('quiz flow', () => {
  it('submit does nothing until an option is chosen', () => {
    const s = run([{ type: 'submit' }]);
    expect(s.locked).toBe(false);
  });

  it('locks the answer on submit; choices no longer change', () => {
    const s = run([{ type: 'choose', option: 1 }, { type: 'submit' }, { type: 'choose', option: 0 }]);
    expect(s.locked).toBe(true);
    expect(s.selections[0]).toEqual([false, true]);
  });

  it('next moves on, and finishes after the third question', () => {
    const s = run([
      { type: 'choose', option: 0 },
      { type: 'submit' },
      { type: 'next' },
      { type: 'choose', option: 0 },
      { type: 'choose', option: 1 },
      { type: 'submit' },
      { type: 'next' },
      { type: 'choose', option: 1 },
      { type: 'submit' },
      { type: 'next' },
    ]);
    expect(s.finished).toBe(true);
    expect(quizScore(questions, s)).toBe(3);
  });

  it('next does nothing before the answer is locked', () => {
    expect(run([{ type: 'choose', option: 0 }, { type: 'next' }]).index).toBe(0);
  });

  it('try again resets answers and position', () => {
    const done = run([{ type: 'choose', option: 1 }, { type: 'submit' }, { type: 'next' }]);
    expect(run([{ type: 'reset' }], done)).toEqual(initialQuizState(questions));
  });
});
