import type { NextFunction, Request, Response } from 'express';

/**
 * CORS for the API when the app calls it from another origin (VITE_API_BASE), answered as
 * docs/backend.md asks of a real backend: only the app's origins, preflights for JSON POSTs
 * (with the Idempotency-Key of track and feedback), and Retry-After readable by the app. No credentials: the app sends none.
 */
export function cors(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (permitted) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return next();
    // A preflight from an origin not allowed gets no CORS headers: the browser then refuses.
    if (permitted) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
}

/** `CORS_ORIGINS=http://a.example,http://b.example` → the list (empty: same origin only). */
export function corsOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
