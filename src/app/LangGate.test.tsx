import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteBase } from '../components/route-base';
import type { Lang } from '../content/types';
import { ModuleProvider, type ModuleInfo } from '@/features/modules/ModuleContext';
import { ModuleHeader } from '@/features/modules/ModuleHeader';
import { activateLang, i18n, loadPageMessages } from '../i18n/i18n';
import type { Prefix } from '../lib/paths';
import { LangGate } from './LangGate';
import { AppRoutes } from './routes';

// French ships disabled unless the build enables it; each test says which build it stands for.
const build = vi.hoisted(() => ({ french: false }));
vi.mock('../i18n/lang', async (actual) => ({
  ...(await actual<object>()),
  isLangEnabled: (lang: Lang) => lang === 'en' || build.french,
}));

// The module header is part of a page, whose code loads the pages' strings (app/lazy-pages.tsx).
beforeAll(() => loadPageMessages());

afterEach(async () => {
  build.french = false;
  await activateLang('en');
  window.history.replaceState(null, '', '/');
});

function renderAt(path: string, search: string, children: ReactNode) {
  const location = memoryLocation({ path, searchPath: search, record: true });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </I18nProvider>,
  );
  return location;
}

/** What ModuleHeader reads of its module: training module 4. */
const MODULE = { resourceType: 'training', position: 4, code: '4', text: { title: 'Module four' } } as unknown as ModuleInfo;

function moduleHeaderUnder(prefix: Prefix, lang: Lang) {
  return (
    <LangGate lang={lang}>
      <RouteBase.Provider value={{ prefix, lang }}>
        <ModuleProvider value={MODULE}>
          <ModuleHeader onFeedback={() => undefined} />
        </ModuleProvider>
      </RouteBase.Provider>
    </LangGate>
  );
}

describe('LangGate', () => {
  it('is reached in a disabled language only by its canonical address: the same in English, its query and hash kept', () => {
    window.history.replaceState(null, '', '/toolkit/fr/training/module/4/slides?slide=4#narration');
    const location = renderAt('/toolkit/fr/training/module/4/slides', 'slide=4', <AppRoutes />);
    expect(location.history.at(-1)).toBe('/toolkit/en/training/module/4/slides?slide=4#narration');
    expect(screen.queryByRole('link', { name: 'DOMICILE' })).toBeNull();
  });

  it('shows an enabled French page in French: the module home control reads DOMICILE (spec §9)', async () => {
    build.french = true;
    const location = renderAt('/resources/fr/training/module/4/slides', '', moduleHeaderUnder('resources', 'fr'));
    const home = await screen.findByRole('link', { name: 'DOMICILE' });
    expect(document.documentElement.lang).toBe('fr');
    expect(home).toHaveProperty('href', expect.stringMatching(/\/resources\/fr\/training$/));
    fireEvent.click(home);
    expect(location.history.at(-1)).toBe('/resources/fr/training');
  });

  it('in English the module home control reads HOME and goes back to the section page', async () => {
    const location = renderAt('/toolkit/en/training/module/4/quiz', '', moduleHeaderUnder('toolkit', 'en'));
    fireEvent.click(await screen.findByRole('link', { name: 'HOME' }));
    expect(location.history.at(-1)).toBe('/toolkit/en/training');
  });
});
