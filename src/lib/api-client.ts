import { config } from './config';

/** Spec §7 calls; every response is validated here, at the boundary. */
export const API_PATHS = {
  validateCode: '/api/operational-toolkit/validate-code',
  login: '/api/operational-toolkit/login',
  track: '/api/operational-toolkit/track',
  pdf: '/api/operational-toolkit/pdf',
  feedback: '/api/operational-toolkit/feedback',
} as const;

export type ApiErrorKind = 'server' | 'network' | 'malformed';

/** `message` is the server's error key (spec §8), or undefined when none came back. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly key: string | undefined,
    readonly id?: string,
    readonly retryAfterMs?: number,
  ) {
    super(`${kind} error${status ? ` ${status}` : ''}${key ? `: ${key}` : ''}`);
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

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // The connection dropped while the body was arriving: retryable, like a refused one.
    throw new ApiError('network', response.status, undefined);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Proxies and CDNs answer errors (429, 502…) with HTML: keep the status, ignore the body.
    if (!response.ok) return undefined;
    throw new ApiError('malformed', response.status, undefined);
  }
}

function errorFrom(response: Response, body: unknown): ApiError {
  const key = isObject(body) && typeof body.message === 'string' ? body.message : undefined;
  const id = isObject(body) && typeof body.id === 'string' ? body.id : undefined;
  const retry = parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiError('server', response.status, key, id, retry);
}

interface RequestOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  signal?: AbortSignal;
}

/** Sends one request; throws ApiError for network failures, error statuses and bad JSON. */
async function request(path: string, options: RequestOptions): Promise<unknown> {
  const url = new URL(`${config.apiBase}${path}`, globalThis.location?.origin ?? 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('network', 0, undefined);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response, body);
  return body;
}

export interface ValidatedCode {
  id: string;
  stored: boolean;
}

export async function validateCode(code: string, lang: string): Promise<ValidatedCode> {
  const body = await request(API_PATHS.validateCode, { method: 'POST', body: { code, lang } });
  const data = isObject(body) ? body.data : undefined;
  // The id is opaque: any non-empty string is accepted and stored as-is.
  if (!isObject(data) || typeof data.id !== 'string' || data.id.length === 0) {
    throw new ApiError('malformed', 200, undefined);
  }
  return { id: data.id, stored: data.stored === true };
}

export async function login(id: string): Promise<unknown> {
  return request(API_PATHS.login, { method: 'POST', body: { id } });
}

export interface CertificateQuery {
  resourceType: 'implementation' | 'training';
  name: string;
  day: number;
  /** Zero-based month, as the spec's certificate query. */
  month: number;
  year: number;
  lang: string;
}

export async function fetchCertificate(query: CertificateQuery): Promise<string> {
  const body = await request(API_PATHS.pdf, {
    method: 'GET',
    query: { ...query },
  });
  if (!isObject(body) || typeof body.pdf !== 'string' || body.pdf.length === 0) {
    throw new ApiError('malformed', 200, undefined);
  }
  return body.pdf;
}

/** Raw POST used by the outbox for track and feedback (response bodies are not read). */
export async function post(path: string, body: unknown): Promise<void> {
  await request(path, { method: 'POST', body });
}
