import { useStore } from '@/lib/store';
import type { CompletionDates, LastVisits } from './merge';
import type { ProgressMap } from './progress';
import { progressStores, type ProgressStores } from './progress-store';

export interface ProgressApi extends Pick<ProgressStores, 'update' | 'mergeAll'> {
  progress: ProgressMap;
  completion: CompletionDates;
}

const { update, mergeAll } = progressStores;

/** The learner's progress, in step with every tab (start-up keeps it so), and the writes that merge into it. */
export function useProgress(): ProgressApi {
  return { progress: useStore(progressStores.progress), completion: useStore(progressStores.completion), update, mergeAll };
}

/** The slide last open in each section. */
export function useLastVisits(): LastVisits {
  return useStore(progressStores.visits);
}
