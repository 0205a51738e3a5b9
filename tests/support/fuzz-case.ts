/**
 * One malformed HTTP request of the fuzz corpus (tests/support/fuzz-corpus.ts) and what its answer
 * must be: shared by mocks/server.fuzz.test.ts (the mock server) and tests/deploy/fuzz-nginx.spec.ts
 * (nginx). A client's mistake gets a 4xx, never a 5xx, a dropped connection or a crash (issue #37).
 */

/**
 * What an answer must be: any status below 500 ('answered'), exactly 404 (a dot folder, never
 * served), exactly 400 (a percent escape that is not one) or some 4xx (a path above the root:
 * nginx refuses it with 400, the mock server with 404; a bad body to validate-code, which a rate
 * limiter may turn away with 429 before reading it).
 */
export type Expectation = 'answered' | 'not-found' | 'bad-request' | 'refused';

export interface FuzzCase {
  /** The family the case comes from, for a failure message. */
  family: string;
  method: string;
  /** Sent byte for byte: nothing normalises the path. */
  target: string;
  /** Host and Connection are added unless given here. */
  headers: [string, string][];
  body?: string;
  /** '1.0' sends HTTP/1.0 (and no Host unless given). */
  version?: '1.1' | '1.0';
  expect: Expectation;
}

/** Files of a build the cases aim at (the unit test writes them into its temporary dist). */
export const FUZZ_FILES = {
  page: '/toolkit/en',
  shell: '/index.html',
  image: '/images/en/modules/2/slide-1.svg',
  audio: '/audio/en/modules/2/slide-1.mp3',
  index: '/content-index/en.json',
  worker: '/sw.js',
} as const;

/** Why an answer breaks the case's expectation; null when it keeps it. */
export function verdict(c: FuzzCase, status: number): string | null {
  if (status === 0) return 'no answer (connection dropped or timed out)';
  if (status >= 500) return `server error ${status}`;
  if (c.expect === 'not-found' && status !== 404) return `${status}, not 404`;
  if (c.expect === 'bad-request' && status !== 400) return `${status}, not 400`;
  if (c.expect === 'refused' && (status < 400 || status > 499)) return `${status}, not a 4xx`;
  return null;
}

/** The first failures, readable: the case (target cut short) and why. */
export function describeFailures(failures: { c: FuzzCase; why: string }[], max = 15): string[] {
  return failures
    .slice(0, max)
    .map(
      ({ c, why }) =>
        `${c.family}: ${c.method} ${JSON.stringify(c.target.slice(0, 120))} ${JSON.stringify(c.headers.slice(0, 3).map(([n, v]) => `${n}: ${v.slice(0, 40)}`))} → ${why}`,
    );
}
