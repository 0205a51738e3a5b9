import { useCallback } from 'react';
import { API_PATHS, type TrackRequest } from '@/lib/api-client';
import { useSession } from '../access';
import { outbox } from './outbox';

/** What a track call says besides the session id, as the contract (api/openapi.yaml) types it. */
export type TrackPayload = Omit<TrackRequest, 'id'>;

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
