import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { deployHeaders } from './deploy/build-output.ts';
import { prerenderPages } from './scripts/prerender/plugin.ts';
import { emergencyWorkerFile } from './scripts/emergency-worker.ts';
import { withoutMockWorker } from './scripts/mock-worker.ts';
import { searchIndex } from './scripts/search/plugin.ts';
import { manifest } from './src/app/manifest.ts';
import { SW_REGISTRATION } from './sw/shared.ts';

/** What compiles the app's source; also used to prerender its pages at build time. */
const appPlugins = () => [react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }), lingui()];

/**
 * A feature's public entry (src/features/<name>/index.ts) only re-exports: marked free of side
 * effects, a page that uses one export of it does not load the feature's other modules with it
 * (their stylesheets make them side-effectful on their own).
 */
const pureFeatureEntries = (): Plugin => ({
  name: 'toolkit:pure-feature-entries',
  transform: (code, id) => (/\/src\/features\/[^/]+\/index\.ts$/.test(id) ? { code, moduleSideEffects: false } : undefined),
});

const SELF_DESTROY = process.env.VITE_PWA_SELF_DESTROY === '1';

export default defineConfig({
  plugins: [
    ...appPlugins(),
    pureFeatureEntries(),
    // Each language's search index, a lazy chunk precached like the rest of the app shell.
    searchIndex(),
    // Before VitePWA, so the service worker precaches the prerendered pages.
    prerenderPages(appPlugins),
    // The build's CSP (connect-src, img-src, media-src follow VITE_API_BASE / VITE_CONTENT_BASE;
    // style-src-elem the prerendered pages' inline styles): after the prerender, which writes them.
    deployHeaders(),
    // public/mockServiceWorker.js (written by `npm run dev`) is for the dev server only.
    withoutMockWorker(),
    VitePWA({
      strategies: 'injectManifest',
      // The emergency build (README, "A way back from a bad deploy"): sw.js unregisters itself and
      // clears the caches (sw/emergency.ts, written by emergencyWorkerFile below), and the page
      // no longer registers one.
      selfDestroying: SELF_DESTROY,
      srcDir: 'sw',
      filename: 'sw.ts',
      scope: SW_REGISTRATION.scope,
      // Registered from src/lib/sw-bridge.ts via virtual:pwa-register: no inline script (CSP).
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      injectManifest: {
        // App shell only; media is cached as language packs (design-notes §7). The Ontario pages'
        // HTML (resources/{lang}/…) is for the server to answer with: precached too, it would double
        // the pages every install and update downloads; a device the worker controls gets the app
        // shell for them (docs/decisions.md, Offline-first).
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'content-index/*.json'],
        globIgnores: ['images/**', 'videos/**', 'audio/**', 'pdfs/**', 'mockServiceWorker.js', 'resources/*/**/index.html'],
      },
      devOptions: { enabled: false },
    }),
    emergencyWorkerFile(SELF_DESTROY),
  ],
  resolve: {
    alias: [
      // src/ from anywhere in it (tsconfig.json "paths" says the same to TypeScript, tsx and Playwright).
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...['html2canvas', 'canvg', 'dompurify'].map((find) => ({
        find,
        replacement: fileURLToPath(new URL('./src/lib/jspdf-optional-stub.ts', import.meta.url)),
      })),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // Module workers: the search worker loads its library and index as chunks of their own.
  worker: { format: 'es', plugins: () => [searchIndex()] },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The modules the entry screen shares with the lazy pages, as one chunk: split by
              // which chunks import them they were eleven small files (about 2 KB more gzip, README Known gaps).
              name: 'entry-shared',
              test: /\/src\/(config\/domain|lib\/(log|storage|storage-keys|idb-connection|store|safe-parse|synced-store|guards|tabs|sync-storage|config|api-client|api-paths)|features\/progress\/(progress-store|merge|progress)|content\/catalogue)\.tsx?$|react\/jsx-runtime/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'scripts/**/*.test.ts',
      'sw/**/*.test.ts',
      'api/**/*.test.ts',
      'deploy/**/*.test.ts',
      'tests-engines/harness/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
