import { STORAGE_KEYS, storage, type AtomicStore } from '../../../lib/storage';
import { logError } from '../../../lib/log';

/** Seconds into each slide's narration, keyed "fullId/slide" (1-based), most recent last. */
export type Positions = Record<string, number>;

/** Enough for every slide of a few modules; the oldest entries go first. */
export const MAX_POSITIONS = 60;

export const positionKey = (fullId: string, slide: number) => `${fullId}/${slide}`;

export function sanitisePositions(raw: unknown): Positions {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Positions = {};
  for (const [key, value] of Object.entries(raw)) {
    if (/^[\w-]+\/\d+$/.test(key) && typeof value === 'number' && Number.isFinite(value) && value > 0) out[key] = value;
  }
  return out;
}

/** Records a position (0 forgets it: the narration was finished) and keeps the newest MAX_POSITIONS. */
export function withPosition(positions: Positions, key: string, seconds: number): Positions {
  const next: Positions = { ...positions };
  delete next[key];
  if (seconds > 0) next[key] = seconds;
  const keys = Object.keys(next);
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete next[stale];
  return next;
}

/**
 * Where the learner left each slide's narration: read once, kept in memory, written
 * through to storage one slide at a time, over what is stored now (another tab's positions
 * stay). Failures are logged and ignored: the position is a convenience.
 */
export function createPositionStore(store: AtomicStore = storage) {
  let positions: Positions = {};
  const ready = store
    .get<unknown>(STORAGE_KEYS.narrationPositions)
    .then((raw) => void (positions = { ...sanitisePositions(raw), ...positions }))
    .catch((error: unknown) => logError('narration positions read failed', error));
  return {
    ready,
    get: (key: string): number => positions[key] ?? 0,
    set(key: string, seconds: number): void {
      const rounded = Math.round(seconds * 10) / 10;
      positions = withPosition(positions, key, rounded);
      store
        .update(STORAGE_KEYS.narrationPositions, (stored) => withPosition(sanitisePositions(stored), key, rounded))
        .catch((error: unknown) => logError('narration positions write failed', error));
    },
  };
}

export type PositionStore = ReturnType<typeof createPositionStore>;
