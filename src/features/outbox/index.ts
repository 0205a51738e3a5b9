/** Public surface of the outbox feature (queued actions and their delivery) for other features. */
export { useTrack, type TrackPayload } from './track';
export { outbox, type Outbox } from './outbox';
export { SyncBadge, SyncSummary } from './SyncStatusView';
export { startOutbox } from './outbox';
export { sendHeldTracks } from './held-tracks';
