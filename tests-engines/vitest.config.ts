import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './harness/summary-reporter.ts';

/** The learner journeys on WebKit or Firefox (ENGINE=webkit|firefox): see tests-engines/run.ts. */
export default defineConfig({
  // The app's `@/` imports (tsconfig.json paths), for the content the journeys read.
  resolve: { alias: { '@/': fileURLToPath(new URL('../src/', import.meta.url)) } },
  test: {
    include: ['tests-engines/journeys/*.test.ts'],
    environment: 'node',
    // One browser and one app server at a time: the journeys share the mock API's stores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    retry: 0,
    reporters: ['default', new SummaryReporter()],
  },
});
