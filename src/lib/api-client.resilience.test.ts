import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CODES } from '../../mocks/codes';
import { mockServer } from '../../mocks/node';
import { API_PATHS, ApiError, fetchCertificate, login, validateCode } from './api-client';

/** Bad answers from the API become a typed ApiError (or a clean result), never a crash. */

const validate = (resolver: () => Response | Promise<Response>) => mockServer.use(http.post(`*${API_PATHS.validateCode}`, resolver));

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A body that starts arriving and then the connection drops. */
function droppedBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":{"id":"mo'));
      controller.error(new TypeError('socket hang up'));
    },
  });
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('api-client against the mock handlers', () => {
  it('accepts a valid code', async () => {
    const result = await validateCode(MOCK_CODES.organisation, 'en');
    expect(result.id).toMatch(/^mock-/);
    expect(result.stored).toBe(true);
  });

  it('reads the server error key', async () => {
    const error = await errorOf(validateCode('NOT-A-CODE', 'en'));
    expect(error).toMatchObject({ kind: 'server', status: 401, key: 'codeInvalid' });
  });
});

describe('malformed and empty answers', () => {
  it.each([
    ['not JSON', () => new HttpResponse('<html>oops', { headers: { 'Content-Type': 'application/json' } })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['null', () => HttpResponse.json(null)],
    ['an array', () => HttpResponse.json([{ id: 'x' }])],
    ['no data', () => HttpResponse.json({ id: 'x' })],
    ['an empty id', () => HttpResponse.json({ data: { id: '' } })],
    ['a numeric id', () => HttpResponse.json({ data: { id: 42 } })],
    ['data as a string', () => HttpResponse.json({ data: 'id' })],
  ])('a 200 with %s is malformed', async (_, resolver) => {
    validate(resolver);
    const error = await errorOf(validateCode('ANY', 'en'));
    expect(error.kind).toBe('malformed');
  });

  it('keeps an odd but non-empty id exactly as sent (the id is opaque)', async () => {
    const id = ' <b>&amp;</b>"\u2028 ';
    validate(() => HttpResponse.json({ data: { id, stored: 'yes' } }));
    expect(await validateCode('ANY', 'en')).toEqual({ id, stored: false });
  });

  it('a certificate answer without a pdf is malformed', async () => {
    mockServer.use(http.get(`*${API_PATHS.pdf}`, () => HttpResponse.json({ pdf: '' })));
    const query = { resourceType: 'training', name: 'A', day: 1, month: 0, year: 2026, lang: 'en' } as const;
    expect((await errorOf(fetchCertificate(query))).kind).toBe('malformed');
  });
});

describe('error statuses', () => {
  it('429 with Retry-After in seconds', async () => {
    validate(() => HttpResponse.json({ message: 'tooManyRequests' }, { status: 429, headers: { 'Retry-After': '60' } }));
    const error = await errorOf(validateCode('ANY', 'en'));
    expect(error).toMatchObject({ kind: 'server', status: 429, key: 'tooManyRequests', retryAfterMs: 60_000 });
  });

  it('429 with Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    validate(() => HttpResponse.json({ message: 'tooManyRequests' }, { status: 429, headers: { 'Retry-After': at } }));
    const error = await errorOf(validateCode('ANY', 'en'));
    expect(error.retryAfterMs).toBeGreaterThan(100_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(120_000);
  });

  it('429 from a proxy with an HTML page keeps its status', async () => {
    validate(
      () =>
        new HttpResponse('<h1>Too Many Requests</h1>', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': 'soon' } }),
    );
    const error = await errorOf(validateCode('ANY', 'en'));
    expect(error).toMatchObject({ kind: 'server', status: 429, key: undefined, retryAfterMs: undefined });
  });

  it.each([
    [500, { message: 'internal' }, 'internal'],
    [500, {}, undefined],
    [503, null, undefined],
    [400, { message: 42 }, undefined],
    [401, { message: 'codeInvalid', id: 'srv-1' }, 'codeInvalid'],
  ])('%i with %j', async (status, body, key) => {
    validate(() => (body === null ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status })));
    const error = await errorOf(validateCode('ANY', 'en'));
    expect(error).toMatchObject({ kind: 'server', status, key });
  });
});

describe('slow and dropped connections', () => {
  it('a slow answer still resolves', async () => {
    validate(async () => {
      await delay(300);
      return HttpResponse.json({ data: { id: 'slow-id', stored: true } });
    });
    expect((await validateCode('ANY', 'en')).id).toBe('slow-id');
  });

  it('a refused connection is a network error', async () => {
    validate(() => HttpResponse.error());
    expect((await errorOf(validateCode('ANY', 'en'))).kind).toBe('network');
  });

  it('a connection dropped while the body arrives is a network error', async () => {
    validate(() => new HttpResponse(droppedBody(), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect((await errorOf(validateCode('ANY', 'en'))).kind).toBe('network');
  });

  it('login with a dropped connection rejects with an ApiError (it is only logged)', async () => {
    mockServer.use(http.post(`*${API_PATHS.login}`, () => HttpResponse.error()));
    expect((await errorOf(login('id-1'))).kind).toBe('network');
  });
});
