/**
 * Test builds only (VITE_TEST_CRASH=1, tests/access/error-boundary.spec.ts): throws while
 * rendering when the address asks for it (`?test-crash=slides`), so the end-to-end suite sees
 * each boundary catch a real render error. Production builds drop it with the condition.
 */
export function CrashProbe({ region }: { region: string }): null {
  // Prerendering (no window) draws the page as it is.
  if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('test-crash') === region) {
    throw new Error(`test crash in ${region}`);
  }
  return null;
}
