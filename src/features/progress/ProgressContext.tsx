import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type Store } from '../../lib/store';
import type { CompletionDates } from './merge';
import type { ProgressMap } from './progress';
import type { ProgressState } from './progress-sync';

const ProgressContext = createContext<Store<ProgressState> | null>(null);

/**
 * Holds this tab's progress state, read before the first render. The pages that show or write
 * progress keep it in step with the other tabs (useProgress, in their chunks, not the entry's).
 */
export function ProgressProvider(props: { initial: ProgressMap; initialCompletion: CompletionDates; children: ReactNode }) {
  const [store] = useState(() => createStore<ProgressState>({ progress: props.initial, completion: props.initialCompletion }));
  return <ProgressContext.Provider value={store}>{props.children}</ProgressContext.Provider>;
}

export function useProgressStore(): Store<ProgressState> {
  const store = useContext(ProgressContext);
  if (!store) throw new Error('useProgress outside ProgressProvider');
  return store;
}

/** Progress and completion dates to read, re-rendered on every change (whichever tab made it). */
export function useProgressState(): ProgressState {
  return useStore(useProgressStore());
}
