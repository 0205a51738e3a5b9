import type { TestInfo } from '@playwright/test';
import type { LocalServer } from '../../scripts/local-server';
import type { NginxServer } from '../../scripts/nginx/nginx-server';
import { test as base } from './fixtures';
import { NEXT_BUILD, VARIANTS } from './variants';

/** The second good build the deploy specs move to (same sources, another build id). */
export { NEXT_BUILD };
export const NEXT_DIST = VARIANTS.next.dir;

/**
 * A spec that swaps builds on an origin of its own, as a deploy does: `server` (made for each
 * test, stopped after it) serves them, the page's base URL is its origin, service workers run.
 */
export function deployTest<S extends LocalServer | NginxServer>(make: (info: TestInfo) => S) {
  const test = base.extend<{ server: S }>({
    server: async ({}, use, testInfo) => {
      const server = make(testInfo);
      await use(server);
      await server.stop();
    },
    baseURL: async ({ server }, use) => use(server.origin),
  });
  test.use({ serviceWorkers: 'allow' });
  return test;
}
