import { useCallback } from 'react';
import type { ResourceKey } from '@/content/types';
import { useTrack } from '../outbox';

/** One track call per user action, keyed by the resource (spec §7). */
export function useTrackResource(): (key: ResourceKey) => void {
  const track = useTrack();
  return useCallback((key: ResourceKey) => track({ resource: key }), [track]);
}
