import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import { cors } from './cors';
import { handlers } from './handlers';
import { mediaControl } from './media-control';

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

/** The mock API over HTTP (the handlers of mocks/handlers.ts and the media controls), at /api. */
export function apiRoutes(corsOrigins: readonly string[]) {
  const router = express.Router();
  router.use('/api', express.json(), cors(corsOrigins), dropOnNetworkError);
  router.use('/api/__mock', mediaControl());
  router.use(createMiddleware(...handlers));
  router.use('/api', (_req, res) => void res.status(404).json({ message: 'notFound' }));
  return router;
}
