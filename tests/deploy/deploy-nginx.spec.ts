import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS_JSON } from '../../deploy/build-output';
import { expect, test } from '../support/fixtures';
import { DIST } from '../support/offline';
import { E2E_PORTS } from '../support/ports';

/**
 * What deploy/nginx serves that the shared specs do not reach: media from dist/ as production
 * serves it (the nginx project's main server takes media from the mock server, for its faults),
 * the build's own CSP, compression and what is never served. nginx project only.
 */
const PRODUCTION = `http://localhost:${E2E_PORTS.nginxProduction}`;
const AUDIO = '/audio/en/modules/2/slide-1.mp3';

const file = (urlPath: string) => readFileSync(path.join(DIST, urlPath));

test.describe('deploy/nginx in production', { tag: '@nginx-only' }, () => {
  test('media answers Range (206, If-Range, 416) and HEAD from dist/, with the app headers', async ({ request }) => {
    const url = PRODUCTION + AUDIO;
    const whole = file(AUDIO);
    const partial = await request.get(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(partial.status()).toBe(206);
    expect(partial.headers()['content-range']).toBe(`bytes 1000-1999/${whole.length}`);
    expect(Buffer.compare(await partial.body(), whole.subarray(1000, 2000))).toBe(0);

    // A resumed download names the version it holds: a changed file comes back whole.
    const { etag } = partial.headers();
    expect((await request.get(url, { headers: { Range: 'bytes=1000-', 'If-Range': etag } })).status()).toBe(206);
    expect((await request.get(url, { headers: { Range: 'bytes=1000-', 'If-Range': '"other"' } })).status()).toBe(200);
    expect((await request.get(url, { headers: { Range: `bytes=${whole.length}-` } })).status()).toBe(416);

    const [head, get] = [await request.head(url), await request.get(url)];
    expect(head.status()).toBe(200);
    expect(head.headers()['content-length']).toBe(String(whole.length));
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect(head.headers()[name], name).toBe(get.headers()[name]);
    }
    expect(get.headers()['cache-control']).toBe('public, max-age=86400');
    expect(get.headers()['content-encoding']).toBeUndefined();
  });

  test('the start addresses answer with their page of HTML, which goes on without the app', async ({ request }) => {
    for (const prefix of ['toolkit', 'resources']) {
      const page = await request.get(`${PRODUCTION}/${prefix}`);
      expect(page.status(), prefix).toBe(200);
      const html = await page.text();
      expect(html, prefix).toMatch(new RegExp(`<script src="/assets/start-redirect-[\\w-]+\\.js" data-prefix="${prefix}"`));
      expect(html, prefix).not.toMatch(/<script type="module"/);
    }
  });

  test('every kind of media has its type (captions as text/vtt); a missing file is a 404', async ({ request }) => {
    const types = {
      '/videos/en/modules/3/slide-6.webm': 'video/webm',
      '/videos/en/modules/3/slide-6.mp4': 'video/mp4',
      '/videos/en/modules/3/slide-6.vtt': 'text/vtt',
      '/pdfs/en/implementation/rollout-plan.pdf': 'application/pdf',
      '/images/en/modules/4/slide-1.svg': 'image/svg+xml',
      [AUDIO]: 'audio/mpeg',
    };
    for (const [urlPath, type] of Object.entries(types)) {
      expect((await request.head(PRODUCTION + urlPath)).headers()['content-type'], urlPath).toBe(type);
    }
    const missing = await request.get(`${PRODUCTION}/audio/en/modules/2/slide-99.mp3`);
    expect(missing.status()).toBe(404);
  });

  test('the CSP is the one the build derived from its configuration', async ({ request }) => {
    const { 'Content-Security-Policy': built } = JSON.parse(file(HEADERS_JSON).toString('utf8'));
    for (const urlPath of ['/toolkit/en', '/toolkit/en/training', '/sw.js', AUDIO]) {
      expect((await request.get(PRODUCTION + urlPath)).headers()['content-security-policy'], urlPath).toBe(built);
    }
  });

  test('the app shell is compressed; a stale chunk, the build settings and the mock worker are not served', async ({ request }) => {
    const html = await (await request.get(`${PRODUCTION}/toolkit/en`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const js = await request.get(PRODUCTION + script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers()['content-encoding']).toBe('gzip');
    // A chunk of an older build is a 404, never the app shell: how the app knows a deploy happened.
    const stale = await request.get(`${PRODUCTION}/assets/index-0ld8uild.js`);
    expect(stale.status()).toBe(404);
    expect(await stale.text()).not.toContain('<div id="root"');
    for (const urlPath of ['/.deploy/csp.conf', `/${HEADERS_JSON}`, '/mockServiceWorker.js', '/missing.png']) {
      expect((await request.get(PRODUCTION + urlPath)).status(), urlPath).toBe(404);
    }
  });
});
