import { useEffect, useMemo } from 'react';
import type { Store } from '../../lib/store';
import { useProgressState, useProgressStore } from './ProgressContext';
import { listenProgress, type ProgressState } from './progress-sync';
import { createProgressWriter, type ProgressWriter } from './progress-writer';

export type ProgressApi = ProgressState & ProgressWriter;

interface Sync {
  writer: ProgressWriter;
  /** Listens to the other tabs while at least one component uses progress; returns the release. */
  hold(): () => void;
}

const syncs = new WeakMap<Store<ProgressState>, Sync>();

function syncFor(store: Store<ProgressState>): Sync {
  let sync = syncs.get(store);
  if (sync) return sync;
  let holders = 0;
  let stop: () => void = () => undefined;
  sync = {
    writer: createProgressWriter(store),
    hold() {
      // Starting reads storage again: whatever other tabs wrote while nothing listened is merged in.
      if (holders++ === 0) stop = listenProgress(store);
      return () => void (--holders === 0 && stop());
    },
  };
  syncs.set(store, sync);
  return sync;
}

/**
 * The learner's progress, in step with every tab, and the writes that merge into it.
 * Only pages use it, so none of this is in the entry chunk.
 */
export function useProgress(): ProgressApi {
  const store = useProgressStore();
  const state = useProgressState();
  const sync = syncFor(store);
  useEffect(() => sync.hold(), [sync]);
  return useMemo(() => ({ ...state, ...sync.writer }), [state, sync]);
}
