import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Socket } from 'node:net';
import { applyHeaders } from './headers';

/**
 * The local server answers every request, whatever a client sends (issue #37): a client's
 * mistake is a 4xx, never a crash or a 500. Express 4 does not catch a rejected promise, so
 * async handlers go through catchAsync; everything thrown ends in errorAnswer.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = 'Bad request',
  ) {
    super(message);
  }
}

/** The decoded path, or null when it has an escape that is not one (or not UTF-8). */
export function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

/**
 * A segment starting with a dot: `..`, or a folder such as `.deploy` (the build's server
 * settings) or `.git`, plainly or escaped. nginx refuses them too (toolkit-app.conf).
 */
export function hasDotSegment(urlPath: string): boolean {
  const decoded = decodePath(urlPath) ?? urlPath;
  return [urlPath, decoded].some((p) => p.split(/[/\\]/).some((segment) => segment.startsWith('.')));
}

/** A Host header that names no host (HTTP/1.0 may send none): MSW cannot even build the request's URL. */
const validHost = (host: string | undefined) => host === undefined || (host !== '' && URL.canParse(`http://${host}/`));

/**
 * First middleware: a Host that is not one or a bad escape or NUL in the path is a 400, a dot
 * segment a 404, before any handler sees them.
 */
export function guardPath(req: Request, _res: Response, next: NextFunction) {
  if (!validHost(req.headers.host)) return next(new HttpError(400));
  if (hasDotSegment(req.path)) return next(new HttpError(404, 'Not found'));
  const decoded = decodePath(req.path);
  if (decoded === null || decoded.includes('\0')) return next(new HttpError(400));
  next();
}

/** Express 4 leaves a rejected promise unhandled (Node then exits): pass it to the error handler. */
export function catchAsync(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => void handler(req, res, next).catch(next);
}

/** The API's methods; any other (TRACE, PROPFIND, …) is a 405, not an exception in the mock's Request. */
export function allowMethods(methods: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (methods.includes(req.method)) return next();
    res.setHeader('Allow', methods.join(', '));
    next(new HttpError(405, 'Method not allowed'));
  };
}

/** A client's error keeps its status (body-parser's 400, 413, 415; URIError); anything else is ours: 500. */
export function statusOf(error: unknown): number {
  if (error instanceof URIError) return 400;
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value <= 499 ? value : 500;
}

const API_MESSAGES: Record<number, string> = { 404: 'notFound', 500: 'internal' };

/**
 * The last middleware. API answers keep the error body of api/openapi.yaml ({message});
 * pages and files get the security headers. Never cached: an error says nothing lasting.
 */
export function errorAnswer(csp: string | null): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) console.error(error);
    // Half an answer is already out: all that is left is to end the connection.
    if (res.headersSent) return void req.socket.destroy();
    const api = req.path.startsWith('/api/');
    if (csp && !api) applyHeaders(req.path, res, csp);
    res.setHeader('Cache-Control', 'no-store');
    res.status(status);
    if (api) return void res.json({ message: API_MESSAGES[status] ?? 'invalid' });
    res.type('text').send(status === 404 ? 'Not found' : status >= 500 ? 'Internal error' : 'Bad request');
  };
}

/** Node hands CONNECT to a 'connect' listener and, without one, drops the socket: answer 405. */
export function refuseConnect(_req: unknown, socket: Socket) {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}
