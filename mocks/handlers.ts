import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { DEFAULT_LANG, isLang } from '../src/config/domain';
import { API_PATHS, FEEDBACK_MAX_LENGTH } from '../src/lib/api-paths';
import type { components } from '../api/schema';
import { renderCertificateBase64 } from '../src/lib/certificate-pdf/render-certificate';
import { FAILURE_CODES, MOCK_CODES, ODD_ID, ODD_ID_CODE, RATE_LIMIT } from './codes';
import { clearFailure, db, resetDb, setFailure, snapshot, takeFailure, type Endpoint, type FailureSwitch } from './db';

/** Answers typed by the contract (api/openapi.yaml); mocks/contract.test.ts checks them at run time. */
type Schemas = components['schemas'];

type Body = Record<string, unknown>;

async function readBody(request: Request): Promise<Body | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Body) : null;
  } catch {
    return null;
  }
}

function fail(message: string | undefined, status = 400, init?: ResponseInit) {
  return HttpResponse.json<Schemas['Error']>(message === undefined ? {} : { message }, { status, ...init });
}

const ok = () => HttpResponse.json<Schemas['OkResponse']>({ data: { ok: true } });

function tooMany() {
  return fail('tooManyRequests', 429, {
    headers: { 'Retry-After': String(RATE_LIMIT.retryAfterSeconds) },
  });
}

/** Applies a forced failure; returns a response to send, or null to carry on. */
async function forced(failure: FailureSwitch | null): Promise<Response | null> {
  if (!failure) return null;
  switch (failure.mode) {
    case 'slow':
      await delay(failure.delayMs ?? 3000);
      return null;
    case 'internal':
      return fail('internal', 500);
    case 'tooManyRequests':
      return tooMany();
    case 'unauthorised':
      return fail('invalid', 401);
    case 'malformed':
      return new HttpResponse('<html>not json', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'network':
      return HttpResponse.error();
  }
}

function clientKey(request: Request): string {
  return request.headers.get('user-agent') ?? 'anonymous';
}

/** Wraps a resolver so every endpoint honours the failure switches. */
function endpoint(name: Endpoint, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => (await forced(takeFailure(name, clientKey(info.request)))) ?? resolver(info);
}

function recentFailures(client: string, now: number): number[] {
  const recent = (db.failedAttempts.get(client) ?? []).filter((t) => now - t < RATE_LIMIT.windowMs);
  db.failedAttempts.set(client, recent);
  return recent;
}

const validateCode = endpoint('validate-code', async ({ request }) => {
  const body = await readBody(request);
  const code = typeof body?.code === 'string' ? body.code.trim() : '';
  const now = Date.now();
  const client = clientKey(request);
  const failures = recentFailures(client, now);
  if (failures.length >= RATE_LIMIT.maxFailures) return tooMany();
  if (!code) return fail('empty');
  if (code in FAILURE_CODES) {
    const key = FAILURE_CODES[code];
    // A 429 always carries Retry-After (api/openapi.yaml).
    return key === 'tooManyRequests' ? tooMany() : fail(key || undefined);
  }
  if (code === MOCK_CODES.organisation || code === MOCK_CODES.training || code === ODD_ID_CODE) {
    db.failedAttempts.delete(client);
    const id = code === ODD_ID_CODE ? ODD_ID : `mock-${crypto.randomUUID()}`;
    db.sessions.add(id);
    return HttpResponse.json<Schemas['ValidateCodeResponse']>({ data: { id, stored: true } });
  }
  failures.push(now);
  return fail('codeInvalid', 401, undefined);
});

const login = endpoint('login', async ({ request }) => {
  const body = await readBody(request);
  if (typeof body?.id !== 'string' || !body.id) return fail('invalid');
  db.logins.push(body.id);
  return ok();
});

/**
 * Idempotency-Key (api/openapi.yaml): records a call once per key. True when this key was already
 * recorded: the caller then answers the same 2xx and records nothing. A call without a key is new.
 */
function seenBefore(name: Endpoint, request: Request): boolean {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return false;
  const scoped = `${name}:${key}`;
  if (db.idempotencyKeys.has(scoped)) return true;
  db.idempotencyKeys.add(scoped);
  return false;
}

const track = endpoint('track', async ({ request }) => {
  const body = await readBody(request);
  if (typeof body?.id !== 'string' || !body.id) return fail('invalid');
  if (seenBefore('track', request)) return ok();
  db.tracks.push({
    id: body.id,
    resource: typeof body.resource === 'string' ? body.resource : undefined,
    moduleProgress: body.moduleProgress,
    receivedAt: Date.now(),
  });
  return ok();
});

const feedback = endpoint('feedback', async ({ request }) => {
  const body = await readBody(request);
  const text = typeof body?.feedback === 'string' ? body.feedback.trim() : '';
  if (!body || !text || text.length > FEEDBACK_MAX_LENGTH || typeof body.fullModuleId !== 'string') return fail('invalid');
  if (seenBefore('feedback', request)) return ok();
  db.feedback.push({
    stage: String(body.stage),
    fullModuleId: body.fullModuleId,
    slide: Number(body.slide),
    feedback: text,
    receivedAt: Date.now(),
  });
  return ok();
});

const within = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

const pdf = endpoint('pdf', async ({ request }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { resourceType, name = '', day, month, year, lang = 'en' } = params;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const validType = resourceType === 'implementation' || resourceType === 'training';
  // The contract's bounds: beyond them a date is not a date (a year of 1e20 made the renderer throw: a 500).
  if (!validType || !within(d, 1, 31) || !within(m, 0, 11) || !within(y, 2000, 2999)) {
    return fail('invalid');
  }
  db.certificates.push(params);
  const base64 = await renderCertificateBase64({
    resourceType,
    name,
    date: new Date(y, m, d),
    lang: isLang(lang) ? lang : DEFAULT_LANG,
  });
  return HttpResponse.json<Schemas['CertificateResponse']>({ pdf: base64 });
});

/** Test and dev controls: read the stores, set failure switches, reset. */
const control = [
  http.get('*/api/__mock/state', () => HttpResponse.json(snapshot())),
  http.post('*/api/__mock/reset', () => {
    resetDb();
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/api/__mock/failure', async ({ request }) => {
    const body = await readBody(request);
    if (body && typeof body.mode === 'string') setFailure(body as unknown as FailureSwitch);
    else clearFailure(typeof body?.client === 'string' ? body.client : undefined);
    return HttpResponse.json({ failures: db.failures });
  }),
];

/** Any origin: the app may call the API on its own origin or another (VITE_API_BASE). */
const at = (path: string) => `*${path}`;

export const handlers = [
  http.post(at(API_PATHS.validateCode), validateCode),
  http.post(at(API_PATHS.login), login),
  http.post(at(API_PATHS.track), track),
  http.get(at(API_PATHS.pdf), pdf),
  http.post(at(API_PATHS.feedback), feedback),
  ...control,
];
