import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import { cors } from './cors';
import { allowMethods, catchAsync, HttpError } from './errors';
import { handlers } from './handlers';
import { mediaControl } from './media-control';
import { scriptHoldControl } from './script-hold';

/**
 * The "network" failure switch answers HttpResponse.error() (status 0), which Node cannot send
 * and which crashed the server: drop the connection mid-answer instead. (A close before any byte
 * is not enough: browsers silently resend a request whose reused connection closed.)
 */
function dropOnNetworkError(_req: Request, res: Response, next: NextFunction) {
  const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode !== 0) return end(...args);
    res.socket?.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"da');
    return res;
  }) as typeof res.end;
  next();
}

/**
 * MSW's middleware, for /api only: it builds a fetch Request from any request it sees, and one it
 * cannot build (a Host header that is not a host) rejects a promise nobody awaits.
 */
function mockHandlers() {
  const middleware = createMiddleware(...handlers);
  return catchAsync(async (req, res, next) => {
    if (!req.path.startsWith('/api/')) return next();
    await middleware(req, res, next);
  });
}

/** body-parser's limit, kept for the bodies MSW reads from the stream: a bigger one is a 413. */
const MAX_BODY = 100 * 1024;

function limitBody(req: Request, _res: Response, next: NextFunction) {
  next(Number(req.headers['content-length']) > MAX_BODY ? new HttpError(413, 'Payload too large') : undefined);
}

/**
 * The mock API over HTTP (the handlers of mocks/handlers.ts and the media controls), at /api.
 * No JSON parser in front: the handlers read the body from the stream, as in the browser worker,
 * and their own parsing turns any body into their 400 (MSW re-serialises a parsed body, and a
 * deeply nested one overflowed the stack: a 500).
 */
export function apiRoutes(corsOrigins: readonly string[]) {
  const router = express.Router();
  router.use('/api', allowMethods(['GET', 'HEAD', 'POST', 'OPTIONS']), cors(corsOrigins), limitBody, dropOnNetworkError);
  router.use('/api/__mock', mediaControl(), scriptHoldControl());
  router.use(mockHandlers());
  router.use('/api', (_req, res) => void res.status(404).json({ message: 'notFound' }));
  return router;
}
