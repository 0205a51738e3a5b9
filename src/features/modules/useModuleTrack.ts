import { useCallback } from 'react';
import { useTrack } from '../outbox';
import { useModule } from './ModuleContext';

export type ModuleEvent = 'slidesComplete' | 'quizPassed';

/** Module milestones go to the track call as moduleProgress (spec §7), through the outbox. */
export function useModuleTrack(): (event: ModuleEvent) => void {
  const track = useTrack();
  const { fullId, resourceType } = useModule();
  return useCallback(
    (event: ModuleEvent) => track({ moduleProgress: { fullModuleId: fullId, resourceType, event } }),
    [track, fullId, resourceType],
  );
}
