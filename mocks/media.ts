/**
 * Media files (/images, /audio, /videos, /pdfs) for the local server: Range
 * requests (206, If-Range, 416), HEAD, and the test-only faults and bandwidth
 * limit of media-faults.ts. Bodies are written in small chunks so a drop, a
 * stall or the bandwidth limit happens at a chosen byte.
 */
import type { NextFunction, Request, Response } from 'express';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { catchAsync, decodePath, hasDotSegment, HttpError } from './errors';
import { bandwidthFor, clientKeys, statsFor, takeMediaFault, type MediaFault } from './media-faults';

const MEDIA_PATH = /^\/(images|audio|videos|pdfs)\//;
const CHUNK = 16 * 1024;

/** When each client's link is free again (virtual clock): connections share the bandwidth. */
const linkFree = new Map<string, number>();

async function throttle(keys: string[], bytes: number): Promise<void> {
  const limit = bandwidthFor(keys);
  if (!limit) return;
  const now = Date.now();
  const start = Math.max(now, linkFree.get(limit.key) ?? 0);
  const end = start + (bytes / limit.bytesPerSecond) * 1000;
  linkFree.set(limit.key, end);
  if (end > now) await new Promise((resolve) => setTimeout(resolve, end - now));
}

/** A single byte range of a file of `size` bytes; null when absent or not one range; 'bad' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

function ifRangeHolds(req: Request, etag: string, lastModified: string): boolean {
  const v = req.headers['if-range'];
  return v === undefined || v === etag || v === lastModified;
}

async function writeBody(req: Request, res: Response, body: Buffer, start: number, keys: string[], fault: MediaFault | null) {
  const stats = statsFor(keys[0] ?? 'unknown');
  const pathname = req.path;
  let closed = false;
  res.on('close', () => (closed = true));
  const limit = fault && fault.mode !== 'unavailable' ? Math.min(Math.max(1, fault.afterBytes ?? 1024), body.length) : Infinity;
  let sent = 0;
  while (sent < body.length && !closed) {
    const size = Math.min(CHUNK, body.length - sent, limit - sent);
    if (size <= 0) break;
    await throttle(keys, size);
    if (closed) return;
    const ok = res.write(body.subarray(sent, sent + size));
    sent += size;
    stats.bytes += size;
    stats.byPath[pathname] = (stats.byPath[pathname] ?? 0) + size;
    stats.lastAt = Date.now();
    if (!ok) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  if (closed) return;
  if (sent >= body.length) return void res.end();
  stats.faults[fault!.mode] += 1;
  // A drop after some body bytes: browsers cannot silently resend it, the download sees an error.
  if (fault!.mode === 'drop') {
    stats.drops.push({ path: pathname, start, sent });
    res.socket?.destroy();
  }
  // A stall keeps the socket open and sends nothing more, until the client gives up.
}

/**
 * The file a media path names under `root`; null when it is outside, in a dot folder, or not a
 * path; a HttpError(400) when it has an escape that is not one.
 */
export function mediaFile(root: string, urlPath: string): string | null {
  const decoded = decodePath(urlPath);
  if (decoded === null) throw new HttpError(400);
  if (hasDotSegment(urlPath) || decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(root + path.sep) ? file : null;
}

/** Serves media under `root`; anything else (or a missing file) falls through. */
export function mediaFiles(root: string) {
  return catchAsync(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !MEDIA_PATH.test(req.path)) return next();
    const file = mediaFile(root, req.path);
    if (!file) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();
    const keys = clientKeys(req.headers['user-agent'], req.headers.cookie);
    const stats = statsFor(keys[0] ?? 'unknown');
    stats.requests += 1;
    stats.requestTimes.push(Date.now());
    stats.firstAt ||= Date.now();
    const fault = takeMediaFault(keys, req.path, info.size);
    if (fault?.mode === 'unavailable') {
      stats.faults.unavailable += 1;
      // Never cacheable: the media Cache-Control set for every response must not keep an outage for a day.
      res.set({ 'Retry-After': '1', 'Cache-Control': 'no-store' });
      return void res.status(503).type('text').send('Service unavailable');
    }
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const lastModified = info.mtime.toUTCString();
    res.set({ 'Accept-Ranges': 'bytes', ETag: etag, 'Last-Modified': lastModified }).type(path.extname(file));
    if (req.headers['if-none-match'] === etag && !req.headers.range) return void res.status(304).end();
    const range = ifRangeHolds(req, etag, lastModified) ? parseRange(req.headers.range, info.size) : null;
    if (range === 'bad') return void res.status(416).set('Content-Range', `bytes */${info.size}`).end();
    const [start, end] = range ? [range.start, range.end] : [0, info.size - 1];
    if (range) {
      stats.ranges += 1;
      if (start > 0) stats.resumedByPath[req.path] = (stats.resumedByPath[req.path] ?? 0) + 1;
      res.status(206).set('Content-Range', `bytes ${start}-${end}/${info.size}`);
    }
    res.set('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD') return void res.end();
    (stats.startsByPath[req.path] ??= []).push(start);
    res.flushHeaders();
    const body = (await readFile(file)).subarray(start, end + 1);
    await writeBody(req, res, body, start, keys, fault);
  });
}
