/** In-memory state of the mock API; tests read it through GET /api/__mock/state. */
export type FailureMode = 'internal' | 'slow' | 'malformed' | 'network' | 'tooManyRequests';
export type Endpoint = 'validate-code' | 'login' | 'track' | 'pdf' | 'feedback';

export interface FailureSwitch {
  mode: FailureMode;
  /** Endpoints affected; all when omitted. */
  endpoints?: Endpoint[];
  /** How many requests fail before the switch turns itself off; unlimited when omitted. */
  times?: number;
  /** Delay for mode "slow" (ms). */
  delayMs?: number;
}

export interface TrackEvent {
  id: string;
  resource?: string;
  moduleProgress?: unknown;
  receivedAt: number;
}

export interface FeedbackEntry {
  stage: string;
  fullModuleId: string;
  slide: number;
  feedback: string;
  receivedAt: number;
}

export interface MockDb {
  tracks: TrackEvent[];
  feedback: FeedbackEntry[];
  logins: string[];
  certificates: Record<string, string>[];
  failedAttempts: number[];
  failure: FailureSwitch | null;
  sessions: Set<string>;
}

function empty(): MockDb {
  return {
    tracks: [],
    feedback: [],
    logins: [],
    certificates: [],
    failedAttempts: [],
    failure: null,
    sessions: new Set(),
  };
}

export const db: MockDb = empty();

export function resetDb(): void {
  Object.assign(db, empty());
}

/** The active failure for an endpoint, consuming one use of a limited switch. */
export function takeFailure(endpoint: Endpoint): FailureSwitch | null {
  const failure = db.failure;
  if (!failure || (failure.endpoints && !failure.endpoints.includes(endpoint))) return null;
  if (failure.times !== undefined) {
    failure.times -= 1;
    if (failure.times <= 0) db.failure = null;
  }
  return failure;
}

export function snapshot() {
  return {
    tracks: db.tracks,
    feedback: db.feedback,
    logins: db.logins,
    certificates: db.certificates,
    failure: db.failure,
  };
}
