import { clampSlide, presentedSlide } from '@/lib/paths';
import type { PresentAction } from './keys';

/**
 * A presentation goes through steps: the module's slides, then its knowledge test's questions
 * (one per screen, for the room). A step is one number, 0-based over both, so that the address,
 * the keys and the presenter view share one position.
 */
export interface Deck {
  slides: number;
  questions: number;
}

export type Step = { kind: 'slide'; index: number } | { kind: 'question'; index: number };

export function stepOf(at: number, deck: Deck): Step {
  return at < deck.slides ? { kind: 'slide', index: at } : { kind: 'question', index: at - deck.slides };
}

/**
 * The step an action leads to; undefined for actions that do not move. Only "next" and "prev"
 * cross into the questions: Home, End and a typed number stay among the slides, as before.
 */
export function stepAfter(action: PresentAction, at: number, deck: Deck): number | undefined {
  const last = deck.slides + deck.questions - 1;
  switch (action.type) {
    case 'next':
      return Math.min(at + 1, last);
    case 'prev':
      return Math.max(at - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return deck.slides - 1;
    case 'jump':
      return clampSlide(action.n - 1, deck.slides);
    default:
      return undefined;
  }
}

/** A question's address segment: q1, q2, q3 (slides keep their number). */
const QUESTION = /^q(\d+)$/;

/** The address's last segment for a step: the slide number, or q and the question number. */
export function stepSegment(at: number, deck: Deck): string {
  const step = stepOf(at, deck);
  return step.kind === 'slide' ? String(step.index + 1) : `q${step.index + 1}`;
}

/** An address segment → a step: a known question, else a slide as presentedSlide reads it. */
export function readStep(raw: string | undefined, deck: Deck): number {
  const question = raw ? QUESTION.exec(raw) : null;
  if (question) {
    const q = Number(question[1]);
    if (q >= 1 && q <= deck.questions) return deck.slides + q - 1;
  }
  return presentedSlide(raw, deck.slides);
}
