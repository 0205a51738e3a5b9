import { STORAGE_KEYS } from '@/lib/storage';
import { syncHub, type SyncHub } from '@/lib/synced-store';

/** Seconds into each slide's narration, keyed "fullId/slide" (1-based), most recent last. */
export type Positions = Record<string, number>;

/** Enough for every slide of a few modules; the oldest entries go first. */
export const MAX_POSITIONS = 60;

export const positionKey = (fullId: string, slide: number) => `${fullId}/${slide}`;

export function sanitisePositions(raw: unknown): Positions {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Positions = {};
  for (const [key, value] of Object.entries(raw)) {
    if (/^[\w-]+\/\d+$/.test(key) && typeof value === 'number' && Number.isFinite(value) && value >= 0) out[key] = value;
  }
  return out;
}

/**
 * Records a position (0: the narration was finished, nothing to resume; kept as 0 rather than
 * removed, so the change merges like any other) and keeps the newest MAX_POSITIONS.
 */
export function withPosition(positions: Positions, key: string, seconds: number): Positions {
  const next: Positions = { ...positions };
  delete next[key];
  next[key] = seconds;
  const keys = Object.keys(next);
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete next[stale];
  return next;
}

/** The positions a change records; `current` itself when it records nothing new. */
export function mergePositions(current: Positions, change: Positions): Positions {
  const changed = Object.entries(change).filter(([key, seconds]) => current[key] !== seconds);
  return changed.reduce((next, [key, seconds]) => withPosition(next, key, seconds), current);
}

/** Where each slide's narration was left; `ready` once read from storage. */
export interface PositionStore {
  ready: Promise<void>;
  get(key: string): number;
  set(key: string, seconds: number): void;
}

/**
 * The learner's positions on the device: a synced store (one per hub), journaled so a page
 * closed mid-narration keeps its place. Failures are logged and ignored: the position is a convenience.
 */
export function createPositionStore(hub: SyncHub = syncHub): PositionStore {
  const store = hub.store<Positions>({
    name: 'narrationPositions',
    key: STORAGE_KEYS.narrationPositions,
    initial: {},
    scope: hub.personScope,
    sanitise: sanitisePositions,
    merge: mergePositions,
    journal: true,
  });
  return {
    ready: store.ready,
    get: (key) => store.getSnapshot()[key] ?? 0,
    set: (key, seconds) => void store.write({ [key]: Math.round(seconds * 10) / 10 }),
  };
}

/** The learner's own positions (module pages). */
export const learnerPositions: PositionStore = createPositionStore();

/** Positions kept in memory only (presenting leaves nothing on the device). */
export function memoryPositions(): PositionStore {
  let positions: Positions = {};
  return {
    ready: Promise.resolve(),
    get: (key) => positions[key] ?? 0,
    set: (key, seconds) => void (positions = withPosition(positions, key, Math.round(seconds * 10) / 10)),
  };
}
