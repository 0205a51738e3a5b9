import { describe, expect, it, vi } from 'vitest';
import { SHA_HEADER } from './shared';

const body = new TextEncoder().encode('<svg>slide 1</svg>');
const sha = [...new Uint8Array(await crypto.subtle.digest('SHA-256', body))].map((b) => b.toString(16).padStart(2, '0')).join('');
const index = {
  lang: 'en',
  version: 'v1',
  modules: { '3': [{ path: '/images/en/modules/3/slide-1.svg', bytes: body.byteLength, sha256: sha, kind: 'image' }] },
  sections: { training: [] },
};

vi.mock('workbox-precaching', () => ({
  matchPrecache: async (url: string) => (url === '/content-index/en.json' ? new Response(JSON.stringify(index)) : undefined),
}));

// Not precached: the worker asks the network, which has no such index.
vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));

const { verifiedCopy } = await import('./media-verify');
const svg = (data: BodyInit) => new Response(data, { headers: { 'Content-Type': 'image/svg+xml' } });

describe('a file the worker keeps on use', () => {
  it('is kept when its size and sha256 are the index entry, marked verified', async () => {
    const copy = await verifiedCopy('/images/en/modules/3/slide-1.svg', svg(body));
    expect(copy?.headers.get(SHA_HEADER)).toBe(sha);
    expect(copy?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(new Uint8Array(await copy!.arrayBuffer())).toEqual(body);
  });

  it.each([
    ['a changed file of the same size', '<svg>slide 2</svg>'],
    ['a cut file', '<svg>slide'],
    ["a proxy's page answered 200", '<html>Sign in to the Wi-Fi</html>'],
  ])('is not kept: %s', async (_, text) => {
    expect(await verifiedCopy('/images/en/modules/3/slide-1.svg', svg(text))).toBeNull();
  });

  it('is not kept when the index does not list it, or for a language without an index', async () => {
    expect(await verifiedCopy('/images/en/modules/3/slide-99.svg', svg(body))).toBeNull();
    expect(await verifiedCopy('/images/de/modules/3/slide-1.svg', svg(body))).toBeNull();
    expect(await verifiedCopy('/images/fr/modules/3/slide-1.svg', svg(body))).toBeNull();
  });
});
