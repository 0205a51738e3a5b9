import { describe, expect, it } from 'vitest';
import { pageHtml } from './html';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
    <script src="/assets/start-watch-x.js"></script><title>Operational Toolkit</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-x.js">
<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div>
<noscript>This toolkit needs JavaScript.</noscript></body></html>`;

const assets = {
  css: ['assets/Page.css'],
  modulePreload: ['assets/Page.js', 'assets/en.js'],
  firstScript: 'assets/start-watch-x.js',
  pageScript: 'assets/page-script-x.js',
  entryGate: 'assets/entry-gate-x.js',
};

describe('pageHtml', () => {
  const rendered = '<link rel="preload" as="image" href="/images/a.svg"/><main><h1>Module &amp; title</h1></main>';
  const section = pageHtml(
    SHELL,
    { path: '/toolkit/en/training', lang: 'en', audience: 'session', page: 'src/app/SectionRoutePage.tsx' },
    rendered,
    assets,
  );
  const module = pageHtml(
    SHELL,
    { path: '/toolkit/en/training/module/4/slides', lang: 'en', audience: 'anyone', fullId: '4', page: 'src/app/ModuleRoutePage.tsx' },
    rendered,
    assets,
  );

  it('puts the markup in #root, marked as prerendered (not inert: the paint gate holds presses) and gated for section pages', () => {
    expect(section).toContain('<div id="root" class="prerendered" data-gated><main><h1>');
    expect(module).toContain('<div id="root" class="prerendered"><main>');
  });

  it('moves the app script and its preloads to the page script, first in <head>, which starts them after the first paint', () => {
    expect(module).not.toContain('<script type="module"');
    expect(module).not.toContain('rel="modulepreload"');
    expect(module).not.toContain('start-watch-x.js');
    expect(module).toContain(
      '<meta charset="UTF-8" />\n    <script src="/assets/page-script-x.js" data-module="4" data-app="/assets/index-abc.js" data-preload="/assets/react-x.js /assets/Page.js /assets/en.js" data-audience="anyone"></script>',
    );
    expect(module).not.toContain('entry-gate');
    for (const [, attrs, body] of module.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attrs).toMatch(/src="/);
      expect(body).toBe('');
    }
  });

  it('links the page CSS, hoists the image preload into <head> and titles the page after its h1', () => {
    const head = module.slice(0, module.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/Page.css">');
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(head).toContain('<title>Module &amp; title · Operational Toolkit</title>');
  });

  it('leaves the entry screen live for hydration, hidden with a session, and says up front when JavaScript is off', () => {
    const entryMarkup = '<main><h1>Welcome</h1><form class="code-form"><input id="service-code"/></form></main>';
    const entry = pageHtml(SHELL, { path: '/toolkit/en', lang: 'en', audience: 'visitor' }, entryMarkup, {
      ...assets,
      css: [],
      modulePreload: [],
    });
    expect(entry).toContain(`<div id="root" class="prerendered" data-hydrate>${entryMarkup}</div>`);
    expect(entry).not.toContain('inert');
    expect(entry).toContain('html[data-session] #root.prerendered[data-hydrate]{display:none}');
    expect(entry).toContain('data-audience="visitor"');
    // Its app starts at the visitor's first use (src/boot/entry-gate.ts), a script only this page has.
    expect(entry).toContain('<script src="/assets/entry-gate-x.js" defer></script>');
    expect(entry.slice(0, entry.indexOf('</head>'))).toContain('<noscript><style>.code-form{display:none}</style></noscript>');
    // One no-script note, before the page rather than after its footer.
    expect(entry.match(/<noscript>/g)).toHaveLength(2);
    expect(entry.indexOf('class="noscript-note"')).toBeLessThan(entry.indexOf('<div id="root"'));
    expect(entry).not.toContain('This toolkit needs JavaScript.');
  });
});
