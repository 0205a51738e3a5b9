import { API_PATHS } from './api-paths';
import type { components, operations } from '../../api/schema';
import { config } from './config';
import { parseJson } from './safe-parse';
import { createStore, type ReadableStore } from './store';

export { API_PATHS, type ApiPath } from './api-paths';

type Schemas = components['schemas'];
export type TrackRequest = Schemas['TrackRequest'];
export type FeedbackRequest = Schemas['FeedbackRequest'];

export type ApiErrorKind = 'server' | 'network' | 'malformed';

/** `message` is the server's error key (spec §8), or undefined when none came back. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly key?: string,
    readonly id?: string,
    readonly retryAfterMs?: number,
  ) {
    super(`${kind} error ${status}${key ? `: ${key}` : ''}`);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** `unread`: a 2xx body that is not JSON is fine (spec §7); it must still arrive whole. */
async function readJson(response: Response, unread?: boolean): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // The connection dropped while the body was arriving: retryable, like a refused one.
    throw new ApiError('network', response.status);
  }
  if (!text) return undefined;
  const parsed = parseJson(text);
  if (parsed.ok) return parsed.value;
  // Proxies and CDNs answer errors (429, 502…) with HTML: keep the status, ignore the body.
  if (!response.ok || unread) return undefined;
  throw new ApiError('malformed', response.status);
}

function errorFrom(response: Response, body: unknown): ApiError {
  const key = isObject(body) && typeof body.message === 'string' ? body.message : undefined;
  const id = isObject(body) && typeof body.id === 'string' ? body.id : undefined;
  const retry = parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiError('server', response.status, key, id, retry);
}

const rejections = createStore<ApiError | null>(null);

/**
 * The last 401/403 to a call made with a session (any call but validate-code, whose 401 is a
 * wrong code): the API no longer accepts the stored id. Start-up signs the device out on it.
 */
export const sessionRejections: ReadableStore<ApiError | null> = rejections;

const rejectsSession = (path: string, status: number) => (status === 401 || status === 403) && path !== API_PATHS.validateCode;

interface RequestOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  /** Sent besides Content-Type (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends one request; throws ApiError for network failures, error statuses and bad JSON.
 * `unread`: the answer is not read, any 2xx is success whatever its body.
 */
export async function request(path: string, options: RequestOptions, unread?: boolean): Promise<unknown> {
  const url = new URL(`${config.apiBase}${path}`, globalThis.location?.origin ?? 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers: options.body === undefined ? options.headers : { 'Content-Type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('network', 0);
  }
  const body = await readJson(response, unread);
  if (response.ok) return body;
  const error = errorFrom(response, body);
  if (rejectsSession(path, response.status)) rejections.set(error);
  throw error;
}

export interface ValidatedCode {
  id: string;
  stored: boolean;
}

export async function validateCode(code: string, lang: Schemas['Lang']): Promise<ValidatedCode> {
  const body = await request(API_PATHS.validateCode, { method: 'POST', body: { code, lang } satisfies Schemas['ValidateCodeRequest'] });
  const data = isObject(body) ? body.data : undefined;
  // The id is opaque: any non-empty string is accepted and stored as-is.
  if (!isObject(data) || typeof data.id !== 'string' || !data.id) {
    throw new ApiError('malformed', 200);
  }
  return { id: data.id, stored: data.stored === true };
}

export async function login(id: string): Promise<unknown> {
  return request(API_PATHS.login, { method: 'POST', body: { id } satisfies Schemas['LoginRequest'] });
}

/** resourceType, name, day, zero-based month, year, lang (spec §3). */
export type CertificateQuery = operations['pdf']['parameters']['query'];

export async function fetchCertificate(query: CertificateQuery): Promise<string> {
  const body = await request(API_PATHS.pdf, {
    method: 'GET',
    query,
  });
  if (!isObject(body) || typeof body.pdf !== 'string' || !body.pdf) {
    throw new ApiError('malformed', 200);
  }
  return body.pdf;
}

/**
 * POST used by the outbox for track and feedback, whose answers are not read (spec §7): any 2xx
 * is success, whatever its body (JSON, text, empty, 204). `idempotencyKey` is the call's event
 * id: the same on every send of one call, so the server counts a repeat once (api/openapi.yaml).
 */
export async function post(path: string, body: unknown, idempotencyKey?: string): Promise<void> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  await request(path, { method: 'POST', body, headers }, true);
}
