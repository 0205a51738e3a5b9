/** In-memory state of the mock API; tests read it through GET /api/__mock/state. */
export type FailureMode = 'internal' | 'slow' | 'malformed' | 'network' | 'tooManyRequests' | 'unauthorised';
export type Endpoint = 'validate-code' | 'login' | 'track' | 'pdf' | 'feedback';

export interface FailureSwitch {
  mode: FailureMode;
  /** Endpoints affected; all when omitted. */
  endpoints?: Endpoint[];
  /** How many requests fail before the switch turns itself off; unlimited when omitted. */
  times?: number;
  /** Delay for mode "slow" (ms). */
  delayMs?: number;
  /** Only requests from this user agent fail (lets parallel tests stay apart); all when omitted. */
  client?: string;
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
  /** Failed code attempts per client (keyed by user agent so parallel tests stay apart). */
  failedAttempts: Map<string, number[]>;
  failures: FailureSwitch[];
  sessions: Set<string>;
  /** `endpoint:Idempotency-Key` of every track and feedback call recorded, so a repeat is not. */
  idempotencyKeys: Set<string>;
}

function empty(): MockDb {
  return {
    tracks: [],
    feedback: [],
    logins: [],
    certificates: [],
    failedAttempts: new Map(),
    failures: [],
    sessions: new Set(),
    idempotencyKeys: new Set(),
  };
}

export const db: MockDb = empty();

export function resetDb(): void {
  Object.assign(db, empty());
}

/** Sets a switch, replacing any earlier one for the same client. */
export function setFailure(failure: FailureSwitch): void {
  db.failures = [...db.failures.filter((f) => f.client !== failure.client), failure];
}

export function clearFailure(client?: string): void {
  db.failures = db.failures.filter((f) => f.client !== client);
}

/** The active failure for an endpoint and client, consuming one use of a limited switch. */
export function takeFailure(endpoint: Endpoint, client: string): FailureSwitch | null {
  const failure = db.failures.find((f) => (!f.client || f.client === client) && (!f.endpoints || f.endpoints.includes(endpoint)));
  if (!failure) return null;
  if (failure.times !== undefined) {
    failure.times -= 1;
    if (failure.times <= 0) db.failures = db.failures.filter((f) => f !== failure);
  }
  return failure;
}

export function snapshot() {
  return {
    tracks: db.tracks,
    feedback: db.feedback,
    logins: db.logins,
    certificates: db.certificates,
    failures: db.failures,
  };
}
