import { isRecord, optional, type Guard } from '../../lib/guards';
import { tabChannel, type TabChannel } from '../../lib/tabs';
import type { LastVisits } from './last-visit';
import type { CompletionDates } from './merge';
import type { ProgressMap } from './progress';

/** What a tab tells the others after a write: the stored result, merged on arrival. */
export interface ProgressMessage {
  progress?: ProgressMap;
  completion?: CompletionDates;
  /** Last visits just recorded: the latest one wins. */
  visits?: LastVisits;
}

const maybeRecord = optional(isRecord);

/** Its parts are objects; their entries are sanitised on arrival (progress-sync.ts), one by one. */
export const isProgressMessage = ((value: unknown) =>
  isRecord(value) && maybeRecord(value.progress) && maybeRecord(value.completion) && maybeRecord(value.visits)) as Guard<ProgressMessage>;

let channel: TabChannel<ProgressMessage> | undefined;

/** One channel object per tab, opened on first use: a tab never hears its own messages. */
export function progressChannel(): TabChannel<ProgressMessage> {
  return (channel ??= tabChannel('progress', isProgressMessage));
}
