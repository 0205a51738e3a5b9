import type { Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS_JSON } from '../deploy/build-output.ts';
import { contentSecurityPolicy } from '../deploy/csp.ts';

/**
 * The CSP the build wrote from its configuration (deploy/build-output.ts), as nginx sends it; a
 * build from before that file existed gets the same-origin policy.
 */
export function buildCsp(root: string): string {
  const file = path.join(root, HEADERS_JSON);
  if (!existsSync(file)) return contentSecurityPolicy();
  const csp: unknown = JSON.parse(readFileSync(file, 'utf8'))['Content-Security-Policy'];
  if (typeof csp !== 'string' || !csp) throw new Error(`${file} has no Content-Security-Policy`);
  return csp;
}

const NO_CACHE = /^\/(sw\.js|manifest\.webmanifest|content-index\/.*|.*\.html)$/;
const IMMUTABLE = /^\/assets\//;

/** Same rules as deploy/nginx/snippets/toolkit-app.conf. */
export function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.test(urlPath)) return 'no-cache';
  if (IMMUTABLE.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

/**
 * deploy/nginx/snippets/toolkit-headers.conf's headers, but Strict-Transport-Security: this server
 * speaks plain http, where browsers ignore it (RFC 6797, section 8.1); nginx sends it on the TLS site.
 */
export function applyHeaders(urlPath: string, res: Response, csp: string): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('Cache-Control', cacheControlFor(urlPath));
}
