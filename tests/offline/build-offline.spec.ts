import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks the built service worker's precache manifest (no browser needed):
 * the whole app shell is in it, media and the MSW worker are not, nothing twice.
 */
const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function precacheManifest(): PrecacheEntry[] {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const match = /\[\{"revision":(?:null|"[0-9a-f]+"),"url":"[^"]+"\}(?:,\{"revision":(?:null|"[0-9a-f]+"),"url":"[^"]+"\})*\]/.exec(sw);
  if (!match) throw new Error('No precache manifest found in sw.js');
  return JSON.parse(match[0]) as PrecacheEntry[];
}

function filesUnder(dir: string): string[] {
  const root = path.join(DIST, dir);
  return existsSync(root) ? readdirSync(root).map((f) => `${dir}/${f}`) : [];
}

test.describe('service worker build', () => {
  test('precaches the whole app shell: every chunk, stylesheet, icon and content index', () => {
    const urls = precacheManifest().map((e) => e.url);
    const shell = [
      'index.html',
      'manifest.webmanifest',
      ...filesUnder('assets').filter((f) => /\.(js|css|woff2)$/.test(f)),
      ...filesUnder('content-index'),
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-512.png',
    ];
    expect(filesUnder('assets').length).toBeGreaterThan(5);
    expect(filesUnder('content-index')).toContain('content-index/en.json');
    for (const file of shell) expect(urls, `${file} is precached`).toContain(file);
  });

  test('keeps media, screenshots and the MSW worker out of the install precache', () => {
    const urls = precacheManifest().map((e) => e.url);
    const unwanted = urls.filter((u) =>
      /^(images|audio|videos|pdfs|screenshots)\/|mockServiceWorker\.js$|\.(mp3|mp4|webm|pdf|jpg)$/.test(u),
    );
    expect(unwanted).toEqual([]);
    expect(existsSync(path.join(DIST, 'mockServiceWorker.js'))).toBe(false);
  });

  test('lists every file once, with a revision for files that are not content-hashed', () => {
    const entries = precacheManifest();
    const urls = entries.map((e) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const e of entries) {
      const hashed = /^assets\/.+-[\w-]{8}\.\w+$/.test(e.url);
      if (!hashed) expect(e.revision, `${e.url} has a revision`).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  test('the service worker registers its own navigation route, media route first, and waits for the user', () => {
    const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    expect(sw).toContain('SKIP_WAITING');
    const media = sw.indexOf('toolkit-media');
    const precache = sw.indexOf('"url":"index.html"');
    expect(media).toBeGreaterThan(-1);
    expect(media).toBeLessThan(precache);
  });

  test('the web app manifest is complete', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/toolkit', scope: '/' });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    const files = [...icons, ...(manifest.screenshots as { src: string }[])].map((i) => i.src);
    for (const src of [...files, '/icons/apple-touch-icon.png']) {
      expect(existsSync(path.join(DIST, src)), `${src} exists`).toBe(true);
    }
    const png = (src: string) => readFileSync(path.join(DIST, src));
    // Declared sizes match the PNGs (width and height from the IHDR chunk).
    for (const i of [...icons, ...(manifest.screenshots as { src: string; sizes: string }[])]) {
      const data = png(i.src);
      expect(`${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`, i.src).toBe(i.sizes);
    }
  });
});
