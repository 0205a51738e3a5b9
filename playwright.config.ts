import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);

/** End-to-end tests run the production build (with its service worker) in Debian's Chromium. */
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
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update'],
    },
  },
  webServer: {
    command: `node_modules/.bin/tsx mocks/server.ts`,
    url: `http://localhost:${PORT}/toolkit`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
