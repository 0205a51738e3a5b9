/**
 * The presenter's elapsed-time timer, as plain values (the view keeps one in state and reads it
 * against the clock each second): running since `since`, plus what ran before the last pause.
 */
export interface Timer {
  before: number;
  since: number | null;
}

export const NEW_TIMER: Timer = { before: 0, since: null };

export function startTimer(timer: Timer, now: number): Timer {
  return timer.since === null ? { ...timer, since: now } : timer;
}

export function pauseTimer(timer: Timer, now: number): Timer {
  return timer.since === null ? timer : { before: elapsed(timer, now), since: null };
}

export function resetTimer(): Timer {
  return NEW_TIMER;
}

export function elapsed(timer: Timer, now: number): number {
  return timer.before + (timer.since === null ? 0 : Math.max(0, now - timer.since));
}

/**
 * Where the presenter should be by now, in ms: the module's duration (spec §9) shared evenly
 * among its slides, so the expected time on reaching slide k (0-based) of N is duration × k / N;
 * on the questions all the slides are behind, so the whole duration.
 */
export function expectedAt(durationMs: number, slideIndex: number, slides: number): number {
  const done = Math.min(Math.max(slideIndex, 0), slides);
  return Math.round((durationMs * done) / slides);
}

/** Positive: behind (more time spent than expected here); negative: ahead; within 5 s: on time. */
export function paceOf(elapsedMs: number, expectedMs: number): { kind: 'ahead' | 'behind' | 'onTime'; ms: number } {
  const diff = elapsedMs - expectedMs;
  if (Math.abs(diff) < 5000) return { kind: 'onTime', ms: 0 };
  return { kind: diff > 0 ? 'behind' : 'ahead', ms: Math.abs(diff) };
}

/** m:ss, or h:mm:ss past an hour. */
export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const s = String(total % 60).padStart(2, '0');
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
