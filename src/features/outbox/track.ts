import { useCallback } from 'react';
import { API_PATHS } from '../../lib/api-client';
import { useSession } from '../access';
import { outbox } from './outbox';

export interface TrackPayload {
  resource?: string;
  moduleProgress?: unknown;
}

/** Returns a fire-and-forget tracker bound to the stored session id. */
export function useTrack(): (payload: TrackPayload) => void {
  const { session } = useSession();
  return useCallback(
    (payload: TrackPayload) => {
      if (!session.id) return;
      void outbox.enqueue(API_PATHS.track, { id: session.id, ...payload });
    },
    [session.id],
  );
}
