import { i18n } from '@lingui/core';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { mockServer } from '../../../mocks/node';
import { API_PATHS, validateCode } from '@/lib/api-client';
import { createMemoryStore, createResilientStore, STORAGE_KEYS, type AtomicStore, type KeyValueStore } from '@/lib/storage';
import { codeErrorFor } from './error-messages';
import { testHub } from '@/test/sync-tabs';
import { createSessionStore } from './session-store';

/** The session a tab over `store` reads at start-up. */
async function readSession(store: KeyValueStore) {
  const hub = testHub(store as AtomicStore);
  const session = createSessionStore(hub);
  await hub.loadAll();
  return session.getSnapshot();
}

const MESSAGES = {
  internal: 'An internal error occurred. Please contact us.',
  tooMany: 'Sorry, we are experiencing too many requests. Please try again in a few minutes',
  invalid: 'Sorry, this code is not recognized',
  unexpected: 'An unexpected error occurred. Please contact us',
  offline: 'You appear to be offline. Connect to the internet to enter your service code.',
};

describe('stored session values', () => {
  it.each([
    [12345, 'xx'],
    ['', 'EN'],
    [{ id: 'abc' }, 42],
    [['abc'], null],
    [null, { lang: 'en' }],
  ])('ignores id %j and lang %j', async (id, lang) => {
    const store = createMemoryStore();
    await store.set(STORAGE_KEYS.id, id);
    await store.set(STORAGE_KEYS.lang, lang);
    expect(await readSession(store)).toEqual({ id: null, lang: null });
  });

  it('keeps a valid id when the language is corrupted, and the reverse', async () => {
    const store = createMemoryStore();
    await store.set(STORAGE_KEYS.id, 'mock-1');
    await store.set(STORAGE_KEYS.lang, 'klingon');
    expect(await readSession(store)).toEqual({ id: 'mock-1', lang: null });
    await store.set(STORAGE_KEYS.id, 7);
    await store.set(STORAGE_KEYS.lang, 'en');
    expect(await readSession(store)).toEqual({ id: null, lang: 'en' });
  });

  it('signs in and out from memory when storage throws on every call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const boom = () => {
      throw new DOMException('The operation failed', 'UnknownError');
    };
    const store = createResilientStore({ get: boom, set: boom, del: boom, update: boom } as KeyValueStore);
    expect(await readSession(store)).toEqual({ id: null, lang: null });
    const session = createSessionStore(testHub(store));
    await session.write({ id: 'mock-2', lang: 'en' });
    expect(await readSession(store)).toEqual({ id: 'mock-2', lang: 'en' });
    await session.write({ id: null, lang: 'en' });
    expect(await readSession(store)).toEqual({ id: null, lang: 'en' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('API answers on the entry screen map to the spec §8 messages', () => {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => mockServer.close());

  const answer = (resolver: () => Response | Promise<Response>) => mockServer.use(http.post(`*${API_PATHS.validateCode}`, resolver));

  async function messageFor(code = 'ANY'): Promise<string> {
    const error = await validateCode(code, 'en').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    return i18n._(codeErrorFor(error));
  }

  it.each([
    ['malformed JSON', () => new HttpResponse('{"data":', { headers: { 'Content-Type': 'application/json' } }), MESSAGES.internal],
    ['an empty 200', () => new HttpResponse(null, { status: 200 }), MESSAGES.internal],
    ['a 200 without an id', () => HttpResponse.json({ data: {} }), MESSAGES.internal],
    [
      '429 tooManyRequests',
      () => HttpResponse.json({ message: 'tooManyRequests' }, { status: 429, headers: { 'Retry-After': '60' } }),
      MESSAGES.tooMany,
    ],
    [
      '429 HTML from a proxy',
      () => new HttpResponse('<h1>429</h1>', { status: 429, headers: { 'Content-Type': 'text/html' } }),
      MESSAGES.tooMany,
    ],
    ['500 internal', () => HttpResponse.json({ message: 'internal' }, { status: 500 }), MESSAGES.internal],
    ['502 HTML from a proxy', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }), MESSAGES.internal],
    ['500 without a body', () => new HttpResponse(null, { status: 500 }), MESSAGES.internal],
    ['an unknown key', () => HttpResponse.json({ message: 'teapot' }, { status: 418 }), MESSAGES.unexpected],
    ['a refused connection', () => HttpResponse.error(), MESSAGES.offline],
  ])('%s', async (_, resolver, message) => {
    answer(resolver);
    expect(await messageFor()).toBe(message);
  });

  it('a connection dropped mid-answer reads as offline, not unexpected', async () => {
    answer(
      () =>
        new HttpResponse(
          new ReadableStream({
            start(c) {
              c.enqueue(new TextEncoder().encode('{"data"'));
              c.error(new TypeError('network reset'));
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    expect(await messageFor()).toBe(MESSAGES.offline);
  });

  it('the real mock rate limit: five wrong codes, then the right one is refused', async () => {
    resetDb();
    for (let i = 0; i < 5; i++) expect(await messageFor(`WRONG-${i}`)).toBe(MESSAGES.invalid);
    expect(await messageFor('ORG-2026-DEMO')).toBe(MESSAGES.tooMany);
  });

  it('a slow answer is not an error', async () => {
    answer(async () => {
      await delay(200);
      return HttpResponse.json({ data: { id: 'late', stored: true } });
    });
    await expect(validateCode('ANY', 'en')).resolves.toEqual({ id: 'late', stored: true });
  });
});
