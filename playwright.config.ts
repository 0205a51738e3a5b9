import { defineConfig } from '@playwright/test';
import { E2E_PORTS, NGINX_ACCESS_LOG } from './tests/support/ports';

/**
 * The plan is by tags, never by titles or file lists: `@nginx` tests run in the Chromium project
 * and again against nginx with deploy/'s configuration; `@nginx-only` tests are of the
 * deployment itself; `@dev` tests start `npm run dev` themselves (a worker fixture, since a
 * config's webServer would start for every project and every run); `@slow` marks the long
 * repetitions (`--grep-invert @slow` for a quick local run; CI runs everything).
 */
const NOT_IN_CHROMIUM = /@nginx-only|@dev/;

// Requests made by service workers reach context.route (needed to cut them "offline"): set here,
// before the workers start, so every browser of the run has it whichever spec a worker loads first.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/**
 * End-to-end tests run the production build (with its service worker) in Debian's Chromium,
 * served by the project's local server and by nginx.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that passes only on a retry is a bug to find, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.local}`,
    serviceWorkers: 'block',
    // No trace by default: recording one for every test cost a fifth of the run's time (4 specs, 2
    // workers: 76-78 s off, 98-99 s kept on failure). To see a failure: --trace retain-on-failure.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: NOT_IN_CHROMIUM },
    {
      name: 'nginx',
      grep: /@nginx/,
      use: { baseURL: `http://localhost:${E2E_PORTS.nginx}` },
      // Specs that start servers of their own (update-offline) start nginx too in this project.
      metadata: { server: 'nginx' },
    },
    {
      name: 'dev',
      grep: /@dev/,
      // MSW answers the API from a service worker; Vite compiles each module at its first request.
      use: { serviceWorkers: 'allow' },
      timeout: 120_000,
      expect: { timeout: 30_000 },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx mocks/server.ts`,
      url: `http://localhost:${E2E_PORTS.local}/toolkit`,
      env: { PORT: String(E2E_PORTS.local) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Debian's nginx with deploy/nginx (scripts/nginx), /api/ proxied to the mock API.
      command: `node_modules/.bin/tsx scripts/nginx/serve.ts`,
      url: `http://localhost:${E2E_PORTS.nginx}/toolkit`,
      env: {
        PORT: String(E2E_PORTS.nginx),
        API_PORT: String(E2E_PORTS.nginxApi),
        PRODUCTION_PORT: String(E2E_PORTS.nginxProduction),
        NGINX_ACCESS_LOG,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      // Lets it stop nginx and the mock API and remove its temp dir.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
