import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { startHtml } from './html';
import { startRedirectSource } from './paint-gate';

/** Runs the built script as a start address's page does; answers where it sent the visitor. */
function redirect(hints: unknown, options: { languages?: string[]; langs?: string; prefix?: string } = {}): string {
  const stored = new Map<string, string>();
  if (hints !== undefined) stored.set(STORAGE_KEYS.paintHints, typeof hints === 'string' ? hints : JSON.stringify(hints));
  let to = '';
  const attributes: Record<string, string> = { 'data-prefix': options.prefix ?? 'toolkit', 'data-langs': options.langs ?? 'en fr' };
  const window = {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    location: { replace: (url: string) => void (to = url) },
  };
  const document = { currentScript: { getAttribute: (name: string) => attributes[name] } };
  const navigator = { languages: options.languages ?? [] };
  new Function('window', 'document', 'navigator', startRedirectSource())(window, document, navigator);
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

  it('is a page without the app: the shell’s head, the redirect, a no-script refresh, an empty body', () => {
    const shell =
      '<!doctype html><html><head><meta charset="UTF-8" /><script src="/assets/start-watch.js"></script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/x.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><noscript>JS</noscript></body></html>';
    const html = startHtml(shell, { file: 'assets/start-redirect.js', prefix: 'toolkit', langs: ['en'] });
    expect(html).not.toContain('index.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script src="/assets/start-watch.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<script src="/assets/start-redirect.js" data-prefix="toolkit" data-langs="en"></script>');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/toolkit/en"></noscript>');
    expect(html).toContain('<body></body>');
  });
});
