/**
 * Per test file: the app server and (WebKit) the WebDriver server; per test: a
 * fresh browser with an empty profile, so every journey starts like a new device.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, test as base } from 'vitest';
import type { Driver, EngineName } from './driver';
import { FirefoxHost } from './firefox';
import { MockApi } from '../../tests/support/mock-api';
import { EnginePage } from './page';
import { AppServer } from './server';
import { WebKitHost } from './webkit';

const ENGINES: Record<EngineName, { label: string; appPort: number; driverPort: number }> = {
  webkit: { label: 'WebKit', appPort: 4431, driverPort: 4444 },
  firefox: { label: 'Firefox', appPort: 4432, driverPort: 0 },
};

function currentEngine(): EngineName {
  const engine = process.env.ENGINE;
  if (engine !== 'webkit' && engine !== 'firefox') {
    throw new Error(`Set ENGINE=webkit or ENGINE=firefox (got ${engine ?? 'nothing'}): use npm run test:webkit / test:firefox.`);
  }
  return engine;
}

export const RESULTS_DIR = path.resolve('test-results-engines');

const safe = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

export interface SuiteOptions {
  /** Another build to serve, made by `prepare` (given time for a build) before the servers start. */
  dist?: string;
  prepare?: () => Promise<void>;
  /** The mock API on its own origin (API_ONLY, answering CORS from the app's origin) on this port. */
  apiPort?: number;
  /**
   * 'none': a navigation does not wait for the page's load (WebKit's commands wait for nothing;
   * Firefox's navigation returns once the document is parsed), for a journey that presses on a
   * page while its app's scripts are held, which keeps it from ever loading.
   */
  pageLoad?: 'none';
}

/** Registers the file's servers and returns the test function with `page` and `mockApi`. */
export function engineSuite(options: SuiteOptions = {}) {
  const engine = currentEngine();
  const ports = ENGINES[engine];
  const server = new AppServer(Number(process.env.ENGINES_APP_PORT ?? ports.appPort), { dist: options.dist });
  const api = options.apiPort
    ? new AppServer(options.apiPort, { dist: options.dist, env: { API_ONLY: '1', CORS_ORIGINS: server.origin } })
    : null;
  const host = engine === 'webkit' ? new WebKitHost(Number(process.env.ENGINES_DRIVER_PORT ?? ports.driverPort)) : new FirefoxHost();
  // No client: a journey's failure switch names its browser (user agent) itself.
  const mockApi = new MockApi((p) => (api ?? server).url(p));

  beforeAll(
    async () => {
      await options.prepare?.();
      await server.start();
      await api?.start();
      await host.start();
    },
    options.prepare ? 240_000 : undefined,
  );
  afterAll(async () => {
    await host.stop();
    await api?.stop();
    await server.stop();
  });

  const test = base.extend<{ page: EnginePage; mockApi: MockApi }>({
    page: async ({ task, onTestFailed }, use) => {
      const driver: Driver = await host.open(options.pageLoad);
      onTestFailed(async () => {
        mkdirSync(RESULTS_DIR, { recursive: true });
        const file = path.join(RESULTS_DIR, `${engine}-${safe(task.name)}.png`);
        await driver.screenshot(file).catch(() => undefined);
        console.error(`[${ports.label}] screenshot of the failure: ${path.relative(process.cwd(), file)}`);
        const output = host instanceof WebKitHost ? host.recentOutput() : [];
        if (output.length) console.error(`[${ports.label}] the driver and browser printed last:\n${output.join('\n')}`);
      });
      await use(new EnginePage(driver, server));
      await driver.close();
    },
    mockApi: async ({}, use) => use(mockApi),
  });
  return { test, server, engine, label: ports.label };
}
