import { DIST } from './dist';
import { E2E_PORTS } from './ports';

/** The mock API's second origin, for the build whose API lives elsewhere (cross-origin-api.spec). */
export const CROSS_API_ORIGIN = `http://127.0.0.1:${E2E_PORTS.crossOriginApi}`;

/** The second good build the deploy specs move to (same sources, another build id). */
export const NEXT_BUILD = 'update-test-next';

/**
 * The test-only builds (docs/contributing.md), made once per run by tests/global-setup.ts before
 * any spec starts, and reused while the main build is the same (scripts/variant-build.ts). Specs
 * only serve them.
 */
export const VARIANTS = {
  crash: { dir: `${DIST}-crash`, env: { VITE_TEST_CRASH: '1' } },
  crossOrigin: { dir: `${DIST}-cross-origin`, env: { VITE_API_BASE: CROSS_API_ORIGIN } },
  next: { dir: process.env.UPDATE_DIST_DIR ?? `${DIST}-next`, env: { VITE_BUILD_ID: NEXT_BUILD } },
  broken: { dir: `${DIST}-broken`, env: { VITE_BUILD_ID: 'broken-deploy', VITE_TEST_BROKEN_START: '1' } },
  emergency: { dir: `${DIST}-emergency`, env: { VITE_BUILD_ID: 'emergency', VITE_PWA_SELF_DESTROY: '1' } },
} as const;
