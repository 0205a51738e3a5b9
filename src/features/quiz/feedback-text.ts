import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OptionFeedback } from './scoring';

/** Spec §8 option feedback texts, one per option state (see optionFeedback). */
export const OPTION_FEEDBACK_TEXT: Record<OptionFeedback, MessageDescriptor> = {
  correctWellDone: msg`This option was correct. Well done!`,
  correct: msg`This option was correct.`,
  correctMissed: msg`This option was correct, but you didn't select it.`,
  incorrectSelected: msg`This option was incorrect, but you selected it.`,
  incorrect: msg`This option was incorrect.`,
};
