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

/**
 * Accepted like a service code, but the session id it returns is hostile markup:
 * tests check the id is stored and sent as-is and never rendered (it is opaque).
 */
export const ODD_ID_CODE = 'MOCK-ODD-ID';
export const ODD_ID = `mock-"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>&amp;'%20`;

export const RATE_LIMIT = { maxFailures: 5, windowMs: 10 * 60 * 1000, retryAfterSeconds: 60 };
