import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, SECTION_MODULES } from '../../src/content/catalogue';
import { canonicalPath } from '../../src/lib/canonical-path';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { bootScript } from './boot';
import { moduleStartHtml, startHtml, withCanonicalRedirect } from './html';
import { moduleStartRoutes } from './routes';

const SOURCE = await bootScript('start-redirect');

/** Runs the built script as a start address's page does; answers where it sent the visitor. */
function redirect(hints: unknown, options: { languages?: string[]; langs?: string; prefix?: string } = {}): string {
  const stored = new Map<string, string>();
  if (hints !== undefined) stored.set(STORAGE_KEYS.paintHints, typeof hints === 'string' ? hints : JSON.stringify(hints));
  let to = '';
  const dataset: Record<string, string> = { prefix: options.prefix ?? 'toolkit', langs: options.langs ?? 'en fr' };
  const window = {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    location: { replace: (url: string) => void (to = url) },
  };
  const document = { currentScript: { dataset } };
  const navigator = { languages: options.languages ?? [] };
  new Function('window', 'document', 'navigator', SOURCE)(window, document, navigator);
  return to;
}

describe('the start addresses', () => {
  it('send a stored session to the implementation page, anyone else to the entry screen', () => {
    expect(redirect({ session: true, started: [], lang: 'en' })).toBe('/toolkit/en/implementation');
    expect(redirect({ session: false, started: [], lang: 'en' })).toBe('/toolkit/en');
    expect(redirect(undefined)).toBe('/toolkit/en');
    expect(redirect('{not json')).toBe('/toolkit/en');
    expect(redirect({ session: true }, { prefix: 'resources' })).toBe('/resources/en/implementation');
  });

  it('go on in the session’s language, else the browser’s, else the first of the build’s', () => {
    expect(redirect({ session: true, lang: 'fr' }, { languages: ['en-GB'] })).toBe('/toolkit/fr/implementation');
    expect(redirect({ session: false, lang: null }, { languages: ['de-DE', 'fr-CA'] })).toBe('/toolkit/fr');
    // French not built (disabled): English, whatever was stored or asked for.
    expect(redirect({ session: true, lang: 'fr' }, { languages: ['fr'], langs: 'en' })).toBe('/toolkit/en/implementation');
    expect(redirect({ lang: 'xx' }, { languages: [] })).toBe('/toolkit/en');
  });

  it('is a page without the app: the shell’s head with the page script, the redirect, a no-script refresh, an empty body', () => {
    const shell =
      '<!doctype html><html><head><meta charset="UTF-8" /><script src="/assets/start-watch.js"></script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/x.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><noscript>JS</noscript></body></html>';
    const html = startHtml(shell, {
      file: 'assets/start-redirect.js',
      prefix: 'toolkit',
      langs: ['en'],
      firstScript: 'assets/start-watch.js',
      pageScript: 'assets/page-script.js',
    });
    expect(html).not.toContain('index.js');
    expect(html).not.toContain('modulepreload');
    // The entry screen's first script, which it goes on to: the start fetches nothing that page does not use.
    expect(html).toContain('<script src="/assets/page-script.js"></script>');
    expect(html).not.toContain('start-watch.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<script src="/assets/start-redirect.js" data-prefix="toolkit" data-langs="en"></script>');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/toolkit/en"></noscript>');
    expect(html).toContain('<body></body>');
  });
});

/** Runs the built script as a module's address without its stage runs it; answers where it went, or null. */
function moduleRedirect(hints: unknown, at = '/toolkit/en/training/module/4', module = '4', tab?: unknown): string | null {
  const stored = new Map<string, string>();
  if (hints !== undefined) stored.set(STORAGE_KEYS.paintHints, JSON.stringify(hints));
  const tabStored = new Map<string, string>();
  if (tab !== undefined) tabStored.set(STORAGE_KEYS.paintHints, typeof tab === 'string' ? tab : JSON.stringify(tab));
  let to: string | null = null;
  const [pathname, search = ''] = at.split('?');
  const window = {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    sessionStorage: { getItem: (key: string) => tabStored.get(key) ?? null },
    location: { pathname, search: search ? `?${search}` : '', hash: '', replace: (url: string) => void (to = url) },
  };
  const document = { currentScript: { dataset: { module } } };
  new Function('window', 'document', 'navigator', SOURCE)(window, document, { languages: [] });
  return to;
}

describe('a module’s address without its stage', () => {
  it('goes on to the summary when the module’s slides are complete, else to the slides (spec §3), keeping the query', () => {
    expect(moduleRedirect({ session: true, started: ['4'], complete: ['4'], lang: 'en' })).toBe('/toolkit/en/training/module/4/summary');
    expect(moduleRedirect({ session: false, started: ['4'], complete: ['7'], lang: null })).toBe('/toolkit/en/training/module/4/slides');
    expect(moduleRedirect({ complete: [] }, '/toolkit/en/training/module/4/?from=list')).toBe(
      '/toolkit/en/training/module/4/slides?from=list',
    );
  });

  it('leaves it to the app when the hints do not say (a shared device, hints from before, no storage)', () => {
    expect(moduleRedirect({ session: true, started: [], complete: null, lang: 'en' })).toBeNull();
    expect(moduleRedirect({ session: true, started: [], lang: 'en' })).toBeNull();
    expect(moduleRedirect(undefined)).toBeNull();
    expect(moduleRedirect({ complete: null }, undefined, '4', '{not json')).toBeNull();
    expect(moduleRedirect({ complete: null }, undefined, '4', { complete: 'x' })).toBeNull();
  });

  it('on a shared device, goes where the tab’s person’s progress says (a reload keeps them), the device’s hints first', () => {
    const shared = { session: true, started: [], complete: null, lang: 'en' };
    expect(moduleRedirect(shared, undefined, '4', { complete: ['4'] })).toBe('/toolkit/en/training/module/4/summary');
    expect(moduleRedirect(shared, undefined, '4', { complete: ['7'] })).toBe('/toolkit/en/training/module/4/slides');
    // One person again: the device's hints say, whatever a tab kept.
    expect(moduleRedirect({ ...shared, complete: [] }, undefined, '4', { complete: ['4'] })).toBe('/toolkit/en/training/module/4/slides');
  });

  it('is the app shell with the redirect before the app’s script, one for each module of each language under each prefix', () => {
    const shell =
      '<!doctype html><html><head><script src="/assets/start-watch.js"></script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root"></div></body></html>';
    const html = moduleStartHtml(shell, { file: 'assets/start-redirect.js', fullId: '4' });
    expect(html).toMatch(
      /<script src="\/assets\/start-redirect.js" data-module="4"><\/script><script type="module" crossorigin src="\/assets\/index.js">/,
    );
    expect(html).toContain('<div id="root"></div>');
    const starts = moduleStartRoutes(['en', 'fr']);
    const modules = RESOURCE_TYPES.reduce((n, type) => n + SECTION_MODULES[type].length, 0);
    expect(starts).toHaveLength(4 * modules);
    expect(starts).toContainEqual({ path: '/toolkit/fr/training/module/4', fullId: expect.any(String) });
    expect(starts).toContainEqual({ path: '/resources/en/training/module/4', fullId: expect.any(String) });
    expect(new Set(starts.map((s) => s.path)).size).toBe(4 * modules);
  });
});

/** Runs the built script as the app shell does (this build: `langs`); answers where it went, or null. */
function canonicalRedirect(address: string, langs = 'en'): string | null {
  const url = new URL(address, 'https://toolkit.example');
  let to: string | null = null;
  const window = { location: { pathname: url.pathname, search: url.search, hash: url.hash, replace: (u: string) => void (to = u) } };
  const document = { currentScript: { dataset: { canonical: '', langs, known: 'en fr' } } };
  new Function('window', 'document', 'navigator', SOURCE)(window, document, { languages: [] });
  return to;
}

describe('the app shell’s addresses', () => {
  // Where the app's routes send each (src/app/routes.tsx, French off), or null: it stays.
  const addresses: [string, string | null][] = [
    ['/Toolkit/en/training', '/toolkit/en/training'],
    ['/TOOLKIT/en/training/module/4/slides', '/toolkit/en/training/module/4/slides'],
    ['/Resources/en/implementation', '/resources/en/implementation'],
    ['/toolkit/fr/training/module/4/summary', '/toolkit/en/training/module/4/summary'],
    ['/toolkit/fr', '/toolkit/en'],
    ['/ReSources/fr/promotional', '/resources/en/promotional'],
    ['/toolkit/en/nowhere', null],
    ['/toolkit/de/training', null],
    ['/contactform', null],
    ['/', null],
    ['/toolkit', null],
  ];

  it('go on from HTML where the app would send them, French off', () => {
    for (const [address, to] of addresses) {
      expect(canonicalRedirect(address), address).toBe(to);
      expect(canonicalPath(address, ['en']) ?? null, `the app, ${address}`).toBe(to);
    }
  });

  it('keep the query and the hash; with French on, French addresses stay', () => {
    expect(canonicalRedirect('/Toolkit/fr/training/module/4/slides?slide=3#notes')).toBe(
      '/toolkit/en/training/module/4/slides?slide=3#notes',
    );
    expect(canonicalRedirect('/toolkit/fr/training', 'en fr')).toBeNull();
    expect(canonicalRedirect('/Toolkit/fr/training', 'en fr')).toBe('/toolkit/fr/training');
  });

  it('is in the shell before the app’s script, naming the build’s languages and the app’s', () => {
    const shell = '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>';
    const html = withCanonicalRedirect(shell, { file: 'assets/start-redirect.js', langs: ['en'], known: ['en', 'fr'] });
    expect(html).toContain(
      '<script src="/assets/start-redirect.js" data-canonical data-langs="en" data-known="en fr"></script><script type="module" crossorigin src="/assets/index.js">',
    );
  });
});
