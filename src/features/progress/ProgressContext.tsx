import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { RESOURCE_TYPES } from '../../content/catalogue';
import type { ResourceType } from '../../content/types';
import { logError } from '../../lib/log';
import { allQuizzesPassed, type ProgressMap } from './progress';
import { saveCompletionDate, saveProgress, todayIso, type CompletionDates } from './progress-store';

interface ProgressApi {
  progress: ProgressMap;
  completion: CompletionDates;
  /** Applies a pure transition, persists it, and sets completion dates when earned. */
  update(transition: (map: ProgressMap) => ProgressMap): void;
  /** Replaces progress and completion dates with an already merged backup (dates first: they are earlier). */
  replaceAll(progress: ProgressMap, completion: CompletionDates): void;
}

const ProgressContext = createContext<ProgressApi | null>(null);


function newlyEarned(map: ProgressMap, dates: CompletionDates): ResourceType[] {
  return RESOURCE_TYPES.filter((t) => !dates[t] && allQuizzesPassed(map, t));
}

export function ProgressProvider(props: {
  initial: ProgressMap;
  initialCompletion: CompletionDates;
  children: ReactNode;
}) {
  const [progress, setProgress] = useState(props.initial);
  const [completion, setCompletion] = useState(props.initialCompletion);
  // Refs hold the latest values so transitions compose without stale closures.
  const progressRef = useRef(props.initial);
  const completionRef = useRef(props.initialCompletion);

  const update = useCallback((transition: (map: ProgressMap) => ProgressMap) => {
    const next = transition(progressRef.current);
    if (next === progressRef.current) return;
    progressRef.current = next;
    setProgress(next);
    saveProgress(next).catch((e) => logError('save progress', e));
    const earned = newlyEarned(next, completionRef.current);
    if (!earned.length) return;
    const today = todayIso();
    completionRef.current = { ...completionRef.current, ...Object.fromEntries(earned.map((t) => [t, today])) };
    setCompletion(completionRef.current);
    earned.forEach((t) => saveCompletionDate(t, today).catch((e) => logError('save date', e)));
  }, []);

  const replaceAll = useCallback(
    (nextProgress: ProgressMap, nextCompletion: CompletionDates) => {
      completionRef.current = nextCompletion;
      setCompletion(nextCompletion);
      (Object.entries(nextCompletion) as [ResourceType, string][]).forEach(([t, date]) =>
        saveCompletionDate(t, date).catch((e) => logError('save date', e)),
      );
      update(() => nextProgress);
    },
    [update],
  );

  const api = useMemo(() => ({ progress, completion, update, replaceAll }), [progress, completion, update, replaceAll]);
  return <ProgressContext.Provider value={api}>{props.children}</ProgressContext.Provider>;
}

export function useProgress(): ProgressApi {
  const api = useContext(ProgressContext);
  if (!api) throw new Error('useProgress outside ProgressProvider');
  return api;
}
