import { setupWorker } from 'msw/browser';
import { setFailure, type FailureSwitch } from './db';
import { handlers } from './handlers';

/** Dev only: `?mockFail=internal|slow|malformed|network|tooManyRequests` sets a switch. */
export async function startMockWorker(): Promise<void> {
  const mode = new URLSearchParams(location.search).get('mockFail');
  if (mode) setFailure({ mode } as FailureSwitch);
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
