// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, shown failing on deliberately wrong imports. Each case
 * lints a few lines as if they were a file at `at` in the tree (the imported files are real).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';

// Each case parses the real files it imports (and, for cycles, their imports): seconds of CPU.
describe('import boundaries (npm run lint)', { timeout: 30_000 }, () => {
  // Loading the config, plugins and TypeScript resolver happens once, on the first lint.
  beforeAll(() => ruleIds('src/lib/warm-up.ts', 'export {};\n'), 60_000);

  it('rejects the domain names importing anything of the app (they are the ground floor)', async () => {
    const ids = await ruleIds('src/config/wrong.ts', "export { paths } from '../lib/paths';\n");
    expect(ids).toContain(BOUNDARY);
  });

  it('rejects a feature importing the app shell', async () => {
    const ids = await ruleIds('src/features/sections/Wrong.ts', "export { App } from '@/app/App';\n");
    expect(ids).toContain(BOUNDARY);
  });

  it('rejects a feature reaching into another feature past its public entry', async () => {
    const ids = await ruleIds('src/features/sections/Wrong.ts', "export { useTrack } from '../outbox/track';\n");
    expect(ids).toContain(BOUNDARY);
  });

  it('accepts a feature using another feature through its public entry', async () => {
    const ids = await ruleIds('src/features/sections/Right.ts', "export { useTrack } from '../outbox';\n");
    expect(ids).toEqual([]);
  });

  it('rejects the app reaching into a feature past its public entry', async () => {
    const code = "export { SectionPage } from '@/features/sections/SectionPage';\n";
    expect(await ruleIds('src/app/Wrong.tsx', code)).toContain(BOUNDARY);
    expect(await ruleIds('src/app/Right.tsx', "export { SectionPage } from '@/features/sections';\n")).toEqual([]);
    // Start-up's own chunk: the pack engine's start, loaded after the first paint.
    expect(await ruleIds('src/app/start.ts', "export const go = () => import('@/features/packs/start');\n")).toEqual([]);
  });

  it('rejects a feature filling the page shell: only the app places the header status (features/pwa)', async () => {
    const code = "export { HeaderStatus } from '../pwa';\n";
    expect(await ruleIds('src/features/modules/Wrong.ts', code)).toContain(BOUNDARY);
    // The same import from the app's page shell is the one allowed.
    expect(await ruleIds('src/app/Right.ts', "export { HeaderStatus } from '../features/pwa';\n")).toEqual([]);
  });

  it('rejects shared code (components, lib) importing a feature', async () => {
    const code = "export { useSession } from '@/features/access';\n";
    expect(await ruleIds('src/components/layout/Wrong.ts', code)).toContain(BOUNDARY);
  });

  it('rejects climbing two folders inside src/: src/ is reached as @/', async () => {
    const climbing = await ruleIds('src/features/sections/Wrong.ts', "export { paths } from '../../lib/paths';\n");
    expect(climbing).toContain('no-restricted-imports');
    expect(await ruleIds('src/features/sections/Right.ts', "export { paths } from '@/lib/paths';\n")).toEqual([]);
    // Leaving src/ for the API schema stays relative.
    expect(await ruleIds('src/lib/Right.ts', "export type { paths } from '../../api/schema';\n")).toEqual([]);
  });

  it('names files by one rule: kebab-case, or PascalCase for a component', async () => {
    expect(await ruleIds('src/features/progress/useProgress.ts', 'export {};\n')).toContain('toolkit/file-name');
    expect(await ruleIds('src/lib/sync_store.ts', 'export {};\n')).toContain('toolkit/file-name');
    expect(await ruleIds('src/features/progress/use-progress.ts', 'export {};\n')).toEqual([]);
    expect(await ruleIds('src/features/modules/SlidesStage.test.tsx', 'export {};\n')).toEqual([]);
  });

  it('rejects a set of listeners written by hand: stores and events come from lib/store.ts', async () => {
    const code = 'const listeners = new Set<() => void>();\nexport const on = (l: () => void) => listeners.add(l);\n';
    expect(await ruleIds('src/lib/wrong.ts', code)).toContain('no-restricted-syntax');
    expect(await ruleIds('src/features/packs/wrong.ts', code)).toContain('no-restricted-syntax');
    const map = 'export const byKey = new Map<string, (value: number) => void>();\n';
    expect(await ruleIds('src/components/wrong.ts', map)).toContain('no-restricted-syntax');
    expect(await ruleIds('src/lib/right.ts', 'export const seen = new Set<string>();\n')).toEqual([]);
  });

  it('rejects the mock API importing a feature', async () => {
    const code = "export { outbox } from '../src/features/outbox';\n";
    expect(await ruleIds('mocks/wrong.ts', code)).toContain(BOUNDARY);
  });

  describe('outside input through the guarded helpers (src/lib/safe-parse.ts)', () => {
    it('rejects decodeURIComponent in a feature and in lib', async () => {
      const code = 'export const id = decodeURIComponent(location.hash.slice(1));\n';
      expect(await ruleIds('src/features/sections/Wrong.ts', code)).toContain('no-restricted-globals');
      expect(await ruleIds('src/lib/wrong.ts', code)).toContain('no-restricted-globals');
      expect(await ruleIds('sw/wrong.ts', code)).toContain('no-restricted-globals');
    });

    it('rejects JSON.parse anywhere in the app and the service worker', async () => {
      const code = "export const value: unknown = JSON.parse('{}');\n";
      expect(await ruleIds('src/app/Wrong.ts', code)).toContain('no-restricted-properties');
      expect(await ruleIds('src/lib/wrong.ts', code)).toContain('no-restricted-properties');
      expect(await ruleIds('sw/wrong.ts', code)).toContain('no-restricted-properties');
    });

    it('accepts the helpers', async () => {
      const code =
        "import { parseJson, safeDecodeURIComponent } from '@/lib/safe-parse';\nexport const a = [parseJson('{}'), safeDecodeURIComponent('%')];\n";
      expect(await ruleIds('src/features/sections/Right.ts', code)).toEqual([]);
    });
  });

  it('rejects an import cycle', async () => {
    // The header imports lib/paths; lib/paths importing the header back closes a cycle.
    const code = "export { Header } from '../components/layout/Header';\nexport const paths = {};\n";
    expect(await ruleIds('src/lib/paths.ts', code)).toContain('import-x/no-cycle');
  });

  describe('start-up only: a component never starts an engine', () => {
    it('rejects a component registering the service worker', async () => {
      const code = "import { registerServiceWorker } from '@/lib/sw-bridge';\nexport const go = () => registerServiceWorker();\n";
      expect(await ruleIds('src/features/pwa/Wrong.tsx', code)).toContain('no-restricted-imports');
    });

    it('rejects a layout part starting the outbox', async () => {
      const code = "import { startOutbox } from '@/features/outbox/outbox';\nexport const go = () => startOutbox();\n";
      expect(await ruleIds('src/components/layout/Wrong.tsx', code)).toContain('no-restricted-imports');
    });

    it('rejects a component starting background downloads', async () => {
      const code = "import { startPacks } from '../packs/start';\nexport const go = () => startPacks({ id: 'x', lang: 'en' });\n";
      expect(await ruleIds('src/features/sections/Wrong.tsx', code)).toContain('no-restricted-imports');
      const call = "declare const packManager: { auto(lang: string): void };\nexport const go = () => packManager.auto('en');\n";
      expect(await ruleIds('src/features/packs/Wrong.tsx', call)).toContain('no-restricted-syntax');
    });

    it('rejects a component or page starting the pack engine (reading what is cached)', async () => {
      const call = "import { packManager } from './pack-manager';\nexport const go = () => packManager.openLanguage('en');\n";
      expect(await ruleIds('src/features/packs/Wrong.tsx', call)).toContain('no-restricted-syntax');
      const page = "declare const engine: { openLanguage(lang: string): void };\nexport const go = () => engine.openLanguage('fr');\n";
      expect(await ruleIds('src/app/WrongPage.tsx', page)).toContain('no-restricted-syntax');
    });

    it('rejects a component installing the install-prompt listener', async () => {
      const code = "import { listenForInstallPrompt } from '@/lib/install-prompt';\nexport const go = () => listenForInstallPrompt();\n";
      const ids = await ruleIds('src/features/pwa/Wrong.tsx', code);
      expect(ids).toContain('no-restricted-imports');
      expect(ids).toContain('no-restricted-syntax');
    });

    it('rejects a layout part or an app page installing the chunk-reload guard', async () => {
      const code = "import { guardChunkReloads } from '@/lib/reload-guard';\nexport const go = () => guardChunkReloads();\n";
      expect(await ruleIds('src/components/layout/Wrong.tsx', code)).toContain('no-restricted-imports');
      const page = "import { guardChunkReloads } from '../lib/reload-guard';\nexport const go = () => guardChunkReloads();\n";
      expect(await ruleIds('src/app/WrongPage.tsx', page)).toContain('no-restricted-imports');
    });

    it('rejects a BroadcastChannel opened anywhere but lib/tabs.ts', async () => {
      const code = "export const open = () => new BroadcastChannel('toolkit.mine');\n";
      expect(await ruleIds('src/features/modules/narration/Wrong.ts', code)).toContain('no-restricted-globals');
      expect(await ruleIds('src/lib/wrong.ts', code)).toContain('no-restricted-globals');
    });

    it('rejects a hook starting tab sync for the synced stores, or reading them all', async () => {
      const code = "import { syncHub } from '@/lib/synced-store';\nexport const useSync = () => syncHub.start();\n";
      expect(await ruleIds('src/features/progress/useWrong.ts', code)).toContain('no-restricted-syntax');
      const page = 'declare const syncHub: { loadAll(): void };\nexport const go = () => syncHub.loadAll();\n';
      expect(await ruleIds('src/app/WrongPage.tsx', page)).toContain('no-restricted-syntax');
    });

    it('rejects a component warming the search worker up', async () => {
      const code = "import { prewarmSearch } from './search-client';\nexport const go = () => prewarmSearch();\n";
      const ids = await ruleIds('src/features/search/Wrong.tsx', code);
      expect(ids).toContain('no-restricted-imports');
      expect(ids).toContain('no-restricted-syntax');
    });

    it('rejects a page migrating the pre-PWA progress or following session rejections', async () => {
      const code = "import { migrateLegacyProgress } from './legacy';\nexport const go = () => migrateLegacyProgress();\n";
      expect(await ruleIds('src/features/progress/Wrong.tsx', code)).toContain('no-restricted-imports');
      const call = 'declare const followSessionRejections: () => void;\nexport const go = () => followSessionRejections();\n';
      expect(await ruleIds('src/features/access/Wrong.tsx', call)).toContain('no-restricted-syntax');
    });

    it('accepts the start-up sequence installing them', async () => {
      const code = [
        "import { listenForInstallPrompt } from '../lib/install-prompt';",
        "import { guardChunkReloads } from '../lib/reload-guard';",
        'export const go = () => {',
        '  guardChunkReloads();',
        '  listenForInstallPrompt();',
        '};',
        '',
      ].join('\n');
      expect(await ruleIds('src/app/start.ts', code)).toEqual([]);
    });

    it('accepts a button downloading a pack the user asked for', async () => {
      const code = "import { packActions } from '../packs';\nexport const go = () => packActions.start('en:core');\n";
      expect(await ruleIds('src/features/offline/Right.tsx', code)).toEqual([]);
    });
  });
});
