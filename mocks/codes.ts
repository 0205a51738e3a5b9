/**
 * Service codes the mock API accepts (local development and tests only; the
 * production bundle never contains these). Documented in the README.
 */
export const MOCK_CODES = {
  organisation: 'ORG-2026-DEMO',
  training: 'TRAIN-2026-DEMO',
} as const;

/** Codes that force a failure from the entry screen (see README, "Mock API"). */
export const FAILURE_CODES: Record<string, string> = {
  'MOCK-INVALID': 'invalid',
  'MOCK-CODEINVALID': 'codeInvalid',
  'MOCK-TOOMANY': 'tooManyRequests',
  'MOCK-INTERNAL': 'internal',
  'MOCK-NOMESSAGE': '',
  'MOCK-UNKNOWN': 'somethingUnexpected',
};

export const RATE_LIMIT = { maxFailures: 5, windowMs: 10 * 60 * 1000, retryAfterSeconds: 60 };
