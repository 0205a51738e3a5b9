import { defineConfig } from '@playwright/test';
import { E2E_PORTS, NGINX_ACCESS_LOG } from './tests/support/ports';

/** Specs that also run against nginx with deploy/'s configuration (the "nginx" project). */
const ON_NGINX = ['install-offline', 'update-offline', 'field-downloads', 'prerender', 'security'];
/**
 * What nginx cannot change: client-only behaviour (install prompts, gating, mock-only limits,
 * other media faults) and checks of the build's files. Left out of the nginx project to keep it
 * short; a renamed test runs in both projects rather than in neither.
 */
const NOT_ON_NGINX = [
  'an install button appears',
  'on iPad Safari',
  'prerendered pages in the build',
  'gated pages',
  'a burst of 503 answers',
  'still streaming as a preview',
  'mock API limits and opaque ids',
  'production bundle',
];
/** Specs of the deployment itself: nginx only. */
const NGINX_ONLY = ['deploy-nginx', 'cross-origin-api', 'fuzz-nginx', 'hardening-nginx'];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
/**
 * `npm run dev` (the "dev" project): its spec starts the dev server itself (a worker fixture),
 * since a config's webServer would start for every project and every run.
 */
const DEV_SPECS = '**/tests/dev/*.spec.ts';

/**
 * End-to-end tests run the production build (with its service worker) in Debian's Chromium,
 * served by the project's local server and by nginx.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [...specs(NGINX_ONLY), DEV_SPECS] },
    {
      name: 'nginx',
      testMatch: specs([...ON_NGINX, ...NGINX_ONLY]),
      grepInvert: new RegExp(NOT_ON_NGINX.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
      use: { baseURL: `http://localhost:${E2E_PORTS.nginx}` },
      // Specs that start servers of their own (update-offline) start nginx too in this project.
      metadata: { server: 'nginx' },
    },
    {
      name: 'dev',
      testMatch: DEV_SPECS,
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
