// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILURE_CODES, MOCK_CODES } from '../mocks/codes';
import { resetDb, setFailure, type Endpoint, type FailureMode } from '../mocks/db';
import { mockServer } from '../mocks/node';
import { SECTION_MODULES } from '../src/content/catalogue';
import { SECTIONS } from '../src/content/structure/sections';
import { buildCertificateQuery } from '../src/features/certificate/certificate-query';
import { buildFeedbackPayload } from '../src/features/feedback/feedback-payload';
import { sendFeedback } from '../src/features/feedback/send-feedback';
import { Outbox } from '../src/features/outbox/outbox';
import { API_PATHS, ApiError, fetchCertificate, login, post as clientPost, validateCode } from '../src/lib/api-client';
import { newEventId } from '../src/lib/event-id';
import { createMemoryStore } from '../src/lib/storage';
import { Contract } from './contract';
import { recordTraffic, type Exchange } from './traffic';

/**
 * Both sides against api/openapi.yaml: every request the app's client builds, and every answer
 * the mock handlers give (in every mode of their failure switches), through msw/node.
 */
const contract = new Contract();
const ID = 'mock-contract-session';
let seen: Exchange[];

function expectRequestsInContract() {
  expect(seen.length).toBeGreaterThan(0);
  for (const { request } of seen) expect(contract.checkRequest(request), `${request.method} ${request.url}`).toEqual([]);
}

function expectResponsesInContract() {
  for (const { response } of seen) {
    expect(response, 'an answer').toBeDefined();
    expect(contract.checkResponse(response!), `${response!.status} ${response!.url}`).toEqual([]);
  }
}

const expectInContract = () => (expectRequestsInContract(), expectResponsesInContract());

/** Every resource key of the content (links, PDFs, videos), and every module card's. */
function resourceKeys(): string[] {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const { key } = node as { key?: unknown };
      if (typeof key === 'string') keys.add(key);
      Object.values(node).forEach(walk);
    }
  };
  walk(SECTIONS);
  for (const [type, codes] of Object.entries(SECTION_MODULES)) codes.forEach((code) => keys.add(`${type}.CntModule${code}`));
  return [...keys];
}

/** Track and feedback as the outbox sends them: each with its event id as Idempotency-Key. */
const post = (path: string, body: unknown) => clientPost(path, body, newEventId());

const certificate = () => fetchCertificate(buildCertificateQuery('training', ' Alex Martin ', '2026-03-14', 'en'));
const feedback = () => buildFeedbackPayload('summary', '6-training', 2, '  The video would not play.  ')!;

/** Each call as the client makes it. */
const CALLS: Record<Endpoint, () => Promise<unknown>> = {
  'validate-code': () => validateCode(MOCK_CODES.organisation, 'en'),
  login: () => login(ID),
  track: () => post(API_PATHS.track, { id: ID, resource: 'training.CntModule6' }),
  pdf: certificate,
  feedback: () => post(API_PATHS.feedback, feedback()),
};
const ENDPOINTS = Object.keys(CALLS) as Endpoint[];
const NOT_READ = new Set<Endpoint>(['track', 'feedback']);

const outcome = (call: () => Promise<unknown>) =>
  call().then(
    () => 'success' as const,
    (error: unknown) => error,
  );

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => void (seen = recordTraffic()));
afterEach(() => {
  mockServer.resetHandlers();
  resetDb();
});
afterAll(() => mockServer.close());

describe('the five calls as the app makes them', () => {
  it('validate-code and login', async () => {
    const { id } = await validateCode(MOCK_CODES.training, 'fr');
    await login(id);
    expectInContract();
  });

  it('track: every resource key of the content and every module card, and the module milestones', async () => {
    const keys = resourceKeys();
    expect(keys.length).toBeGreaterThan(60);
    for (const resource of keys) await post(API_PATHS.track, { id: ID, resource });
    for (const event of ['slidesComplete', 'quizPassed'] as const) {
      await post(API_PATHS.track, { id: ID, moduleProgress: { fullModuleId: '1-implementation', resourceType: 'implementation', event } });
    }
    expect(seen).toHaveLength(keys.length + 2);
    expectInContract();
  });

  it('the certificate, with its base64 PDF', async () => {
    const pdf = await certificate();
    expect(atob(pdf).startsWith('%PDF-')).toBe(true);
    expectInContract();
  });

  it('feedback, sent by the feedback feature', async () => {
    expect(await sendFeedback(feedback())).toBe('sent');
    expectInContract();
  });
});

describe('Idempotency-Key on track and feedback', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keyOf = (e: Exchange) => e.request.headers?.get('Idempotency-Key');

  it('is documented on both, required, a UUID', () => {
    for (const path of [API_PATHS.track, API_PATHS.feedback]) {
      const parameters = contract.operation('POST', path).parameters;
      expect(parameters).toEqual([{ $ref: '#/components/parameters/IdempotencyKey' }]);
    }
    const doc = contract.doc as { components: { parameters: Record<string, unknown> } };
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      schema: { format: 'uuid' },
    });
  });

  it('is sent by the outbox on every call, its own for each, and the contract check sees one missing', async () => {
    const box = new Outbox(createMemoryStore());
    await box.enqueue(API_PATHS.track, { id: ID, resource: 'training.Faq' });
    await box.enqueue(API_PATHS.track, { id: ID, resource: 'training.Faq' });
    await box.flush();
    expect(await sendFeedback(feedback(), box)).toBe('sent');
    expect(seen.map((e) => new URL(e.request.url).pathname)).toEqual([API_PATHS.track, API_PATHS.track, API_PATHS.feedback]);
    const keys = seen.map(keyOf);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(3);
    expectInContract();

    seen.length = 0;
    await clientPost(API_PATHS.track, { id: ID, resource: 'training.Faq' });
    expect(contract.checkRequest(seen[0].request)).toEqual(['header Idempotency-Key missing']);
  });

  it('a call sent again carries the same key', async () => {
    const box = new Outbox(createMemoryStore());
    setFailure({ mode: 'internal', endpoints: ['track'], times: 1 });
    await box.enqueue(API_PATHS.track, { id: ID, resource: 'training.Faq' });
    await box.flush();
    await box.flush();
    expect(seen.map((e) => e.response?.status)).toEqual([500, 200]);
    expect(keyOf(seen[1])).toBe(keyOf(seen[0]));
  });
});

describe('error answers of the handlers', () => {
  it('every forced code on the entry screen, a wrong code and the rate limit after it', async () => {
    for (const code of ['', ...Object.keys(FAILURE_CODES)]) await outcome(() => validateCode(code, 'en'));
    for (let i = 0; i < 6; i++) await outcome(() => validateCode('NOT-A-CODE', 'en'));
    expect(seen.map((e) => e.response?.status)).toEqual([400, 400, 400, 429, 400, 400, 400, 401, 401, 401, 401, 401, 429]);
    expect(seen.at(-1)!.response!.headers.get('Retry-After')).toBe('60');
    expectInContract();
  });

  it('requests the contract refuses are refused by the mock in the contract error shape', async () => {
    const send = (path: string, body: unknown) =>
      fetch(`http://localhost${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    await send(API_PATHS.login, {});
    await send(API_PATHS.track, { resource: 'training.Faq' });
    await send(API_PATHS.feedback, { ...feedback(), feedback: '   ' });
    await fetch(`http://localhost${API_PATHS.pdf}?resourceType=other&name=A&day=1&month=0&year=2026&lang=en`);
    expect(seen.map((e) => e.response?.status)).toEqual([400, 400, 400, 400]);
    for (const { request } of seen) expect(contract.checkRequest(request)).not.toEqual([]);
    expectResponsesInContract();
  });
});

describe('every failure switch of the mock, on every call', () => {
  const modes: FailureMode[] = ['internal', 'slow', 'malformed', 'network', 'tooManyRequests', 'unauthorised'];
  for (const mode of modes) {
    it.each(ENDPOINTS)(`${mode}: %s`, async (endpoint) => {
      setFailure({ mode, endpoints: [endpoint], times: 1, delayMs: 20 });
      const result = await outcome(CALLS[endpoint]);
      expectRequestsInContract();
      const { response } = seen[0];
      if (mode === 'network') {
        expect(result).toMatchObject({ kind: 'network' });
        expect(response).toBeUndefined();
      } else if (mode === 'malformed') {
        // The switch breaks the contract on purpose (a 200 that is not JSON): the check sees it…
        expect(contract.checkResponse(response!)).toEqual([expect.stringMatching(/^response body is not JSON/)]);
        // …and the app is not fooled: a clear error, or success where the answer is not read.
        expect(result).toEqual(NOT_READ.has(endpoint) ? 'success' : expect.objectContaining({ kind: 'malformed' }));
      } else {
        expectResponsesInContract();
        const expected = {
          internal: { kind: 'server', status: 500, key: 'internal' },
          tooManyRequests: { kind: 'server', status: 429, key: 'tooManyRequests', retryAfterMs: 60_000 },
          unauthorised: { kind: 'server', status: 401, key: 'invalid' },
        };
        if (mode === 'slow') expect(result).toBe('success');
        else expect(result).toMatchObject(expected[mode]);
      }
      expect(result === 'success' || result instanceof ApiError).toBe(true);
    });
  }
});

describe('a field the contract does not have fails', () => {
  it('in an answer', async () => {
    mockServer.use(http.post(`*${API_PATHS.validateCode}`, () => HttpResponse.json({ data: { id: 'x', stored: true, role: 'admin' } })));
    await validateCode('ANY', 'en');
    expect(contract.checkResponse(seen[0].response!)).toEqual([expect.stringContaining('must NOT have additional properties')]);
  });

  it('in a request', async () => {
    await post(API_PATHS.track, { id: ID, resource: 'training.Faq', page: 3 });
    expect(contract.checkRequest(seen[0].request)).toEqual([expect.stringContaining('must NOT have additional properties')]);
  });

  it('in a query', async () => {
    await fetch(`http://localhost${API_PATHS.pdf}?resourceType=training&name=A&day=1&month=0&year=2026&lang=en&draft=1`);
    expect(contract.checkRequest(seen[0].request)).toEqual([expect.stringContaining('must NOT have additional properties')]);
  });
});
