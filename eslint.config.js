import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports run one way: the domain names (config) → shared code (lib, components, content, i18n) → features → app (the
 * composition root). A feature reaches another feature only through its public entry (index.ts).
 * docs/architecture.md explains the layers; scripts/lint-boundaries.test.ts shows the rule failing.
 */
const BOUNDARY_ZONES = [
  {
    // The domain names (src/config/domain.ts) are the ground floor: they import nothing of the app.
    target: './src/config',
    from: ['./src/lib', './src/components', './src/content', './src/i18n', './src/features', './src/app', './mocks', './sw'],
    message: 'src/config holds the domain names and imports nothing of the app.',
  },
  {
    target: ['./src/lib', './src/components', './src/content', './src/i18n'],
    from: ['./src/features', './src/app'],
    message: 'Shared code sits below the features and the app: pass what it needs in (props, context).',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app shell; move what they share to lib/ or components/.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'Import another feature through its public entry (features/<name>/index.ts).',
  })),
  {
    // features/pwa fills the header: only the page shell (src/app/PageShell.tsx) places it.
    target: FEATURES.filter((f) => f !== 'pwa').map((f) => `./src/features/${f}`),
    from: './src/features/pwa',
    message: 'Features render page content only; the page shell in src/app/ shows the header status (features/pwa).',
  },
  {
    target: ['./mocks', './sw'],
    from: ['./src/features', './src/app'],
    message: 'The mock API and the service worker use shared code only, never a feature or the app.',
  },
];

/**
 * The app composes features through their public entries too (its tests may reach inside). Start-up
 * alone loads three of them as chunks of their own, after the first paint: a dynamic import of a
 * feature's index would put the whole feature in that chunk (a dynamic import cannot be tree-shaken).
 */
const APP_ZONE = {
  target: './src/app',
  from: './src/features',
  except: [
    ...FEATURES.map((f) => `./${f}/index.ts`),
    './packs/start.ts',
    './progress/legacy.ts',
    // The people's page parts (in the pages' chunks; index.ts is in the entry chunk) and their idle timeout (a chunk of its own).
    './people/ui.ts',
    './people/idle-timeout.ts',
    // Everyone's progress file's panel: the progress page alone places it (ui.ts is on every page).
    './people/everyone-ui.ts',
  ],
  message: 'The app imports a feature through its public entry (features/<name>/index.ts, features/people/ui.ts).',
};

/**
 * Outside input is decoded and parsed through src/lib/safe-parse.ts only: `decodeURIComponent`
 * and `JSON.parse` throw on bad input, and a throw during render blanks the page.
 */
const UNGUARDED_DECODE = {
  name: 'decodeURIComponent',
  message: 'Use safeDecodeURIComponent (src/lib/safe-parse.ts): a bad escape must not throw.',
};
const RAW_CHANNEL = {
  name: 'BroadcastChannel',
  message: 'Open a tab channel through tabChannel (src/lib/tabs.ts): its messages are checked, and the app keeps to three channels.',
};
const UNGUARDED_PARSE = {
  object: 'JSON',
  property: 'parse',
  message: 'Use parseJson (src/lib/safe-parse.ts): bad JSON must not throw.',
};

const NAMED_EXPORTS = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };

/** State that changes is a store, word of an event an `Events`: both from src/lib/store.ts, the one listener set. */
const LISTENER_SET = {
  selector: 'NewExpression[callee.name=/^(Set|Map|Array)$/] > TSTypeParameterInstantiation TSFunctionType',
  message: 'Use createStore or createEvents (src/lib/store.ts) instead of a set of listeners of your own.',
};

/**
 * Start-up only (src/app/start.ts): features, the shared layout and the rest of the app display
 * state and act on the user's request, but never start an engine by themselves: no pack engine
 * start (reading what is cached) or background download, no worker registration, no outbox
 * start, no install-prompt listener, no chunk-reload guard. Subscribing to a store starts
 * nothing either. scripts/lint-boundaries.test.ts shows each case failing.
 */
const STARTUP_ONLY = 'Only the start-up sequence (src/app/start.ts) starts engines; components only display.';
/** src/ is reached as `@/…` from anywhere in it; `../..` only leaves src/ (the API schema, the worker's shared names, the mocks). */
const NO_CLIMBING = {
  regex: '^(\\.\\./){2,}(?!(\\.\\./)*(api/|mocks/|sw/|lingui\\.config))',
  message: 'Import from src/ as @/… (tsconfig.json paths): relative imports stay within a folder and its parent.',
};
const START_FUNCTIONS = {
  patterns: [
    NO_CLIMBING,
    { group: ['**/packs/start', '**/packs/auto-offline'], message: STARTUP_ONLY },
    { group: ['**/lib/sw-bridge'], importNames: ['registerServiceWorker'], message: STARTUP_ONLY },
    { group: ['**/outbox/outbox', '**/outbox'], importNames: ['startOutbox'], message: STARTUP_ONLY },
    { group: ['**/lib/install-prompt'], importNames: ['listenForInstallPrompt'], message: STARTUP_ONLY },
    { group: ['**/lib/reload-guard'], importNames: ['guardChunkReloads'], message: STARTUP_ONLY },
    { group: ['**/progress/legacy', './legacy'], importNames: ['migrateLegacyProgress'], message: STARTUP_ONLY },
    {
      group: ['**/search/search-client', './search-client', '**/features/search', '../search'],
      importNames: ['prewarmSearch'],
      message: STARTUP_ONLY,
    },
  ],
};
const ENGINE_CALLS = {
  selector: [
    'CallExpression[callee.property.name=/^(auto|resumeWaiting|mediaCached|openLanguage|joinTabs|registerSW|followPeople|sweepRemoved)$/]',
    'CallExpression[callee.name=/^(startPacks|registerServiceWorker|startOutbox|listenForInstallPrompt|guardChunkReloads|followSessionRejections|migrateLegacyProgress|prewarmSearch|sendHeldTracks|followDisplay)$/]',
    // The synced stores' hub: reading every store and hearing the other tabs (lib/synced-store.ts).
    "CallExpression[callee.object.name='syncHub'][callee.property.name=/^(start|loadAll)$/]",
  ].join(', '),
  message: STARTUP_ONLY,
};

/**
 * One rule for file names: kebab-case (`use-progress.ts`, `pack-manager.ts`), or PascalCase for a
 * React component and its test (`SlidesStage.tsx`). The part before the first dot is checked.
 */
const FILE_NAME = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|[A-Z][A-Za-z0-9]*)$/;
const toolkitRules = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create: (context) => ({
        Program(node) {
          const name = basename(context.filename).split('.')[0];
          if (!FILE_NAME.test(name)) {
            context.report({ node, message: `File name "${name}": use kebab-case, or PascalCase for a React component.` });
          }
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'scripts/media/_*',
      'dist',
      'dist-*',
      'test-results*',
      'public',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/i18n/locales',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, toolkit: toolkitRules },
    rules: {
      'toolkit/file-name': 'error',
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NAMED_EXPORTS],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARY_ZONES, APP_ZONE] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { considerQueryString: true }],
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }],
    },
  },
  {
    files: ['src/app/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }] },
  },
  {
    files: ['tests/**/*.ts', 'tests-engines/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Files a tool loads by their default export (Playwright's global setup too).
    files: ['*.config.ts', 'tests-engines/vitest.config.ts', 'tests/global-setup.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/store.ts'],
    rules: { 'no-restricted-syntax': ['error', NAMED_EXPORTS, LISTENER_SET] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    // The start-up sequence itself, the pack engine's own start-up code it calls, and the features'
    // public entries (they only re-export: the outbox's hands startOutbox to start-up).
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/app/start.ts',
      'src/app/bootstrap.ts',
      'src/features/packs/start.ts',
      'src/features/packs/auto-offline.ts',
      'src/features/*/index.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', START_FUNCTIONS],
      'no-restricted-syntax': ['error', NAMED_EXPORTS, ENGINE_CALLS, LISTENER_SET],
    },
  },
  {
    // Only the lib/ adapters touch the network, storage and the service worker.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'indexedDB', 'localStorage', 'caches', UNGUARDED_DECODE, RAW_CHANNEL],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/content/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/safe-parse.ts'],
    rules: { 'no-restricted-globals': ['error', UNGUARDED_DECODE, RAW_CHANNEL] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/safe-parse.ts'],
    rules: { 'no-restricted-properties': ['error', UNGUARDED_PARSE] },
  },
);
