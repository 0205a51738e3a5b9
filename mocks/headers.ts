import type { Response } from 'express';

/** The CSP the production build needs: no inline script, no eval (design-notes §9). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NO_CACHE = /^\/(sw\.js|index\.html|manifest\.webmanifest|content-index\/.*)$/;
const IMMUTABLE = /^\/assets\//;

/** Same rules as the nginx config in the README. */
function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.test(urlPath)) return 'no-cache';
  if (IMMUTABLE.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

export function applyHeaders(urlPath: string, res: Response): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('Cache-Control', cacheControlFor(urlPath));
}
