import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Any real host or CDN compresses the app shell; without it Lighthouse scores
 * the local server, not the app (uses-text-compression). Media is left alone so
 * byte counts and range requests stay exact.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|webmanifest)$/;

interface Entry {
  mtimeMs: number;
  body: Buffer;
  etag: string;
}

const cache = new Map<string, Entry>();

function load(file: string): Entry | null {
  let mtimeMs: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    mtimeMs = stat.mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit;
  const body = gzipSync(readFileSync(file), { level: 9 });
  const etag = `"gz-${createHash('sha1').update(body).digest('base64url')}"`;
  const entry = { mtimeMs, body, etag };
  cache.set(file, entry);
  return entry;
}

/** Sends `file` gzipped when the client accepts it; returns false to fall through. */
export function sendGzipped(req: Request, res: Response, file: string): boolean {
  if (!COMPRESSIBLE.test(file) || !req.acceptsEncodings('gzip')) return false;
  const entry = load(file);
  if (!entry) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', entry.etag);
  if (req.headers['if-none-match'] === entry.etag) {
    res.status(304).end();
    return true;
  }
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', entry.body.byteLength);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
  return true;
}

/** Static middleware for compressible files under root; everything else falls through. */
export function gzipStatic(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root + path.sep) || !sendGzipped(req, res, file)) next();
  };
}
