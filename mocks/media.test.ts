// @vitest-environment node
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaFile, mediaFiles, parseRange } from './media';
import { readStats, resetMedia, setBandwidth, setMediaFault } from './media-faults';

const SIZE = 50_000;
const DATA = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 256));
let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'media-test-'));
  mkdirSync(path.join(root, 'videos'));
  writeFileSync(path.join(root, 'videos/clip.webm'), DATA);
  const server = express().use(mediaFiles(root)).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => resetMedia());

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}/videos/clip.webm`, { method, headers: { 'user-agent': 'unit', ...headers } });

describe('parseRange', () => {
  it('reads one range, open-ended and suffix forms, and refuses what does not fit', () => {
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('bad');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});

describe('mediaFile', () => {
  it('names a file under the root; never a dot folder or a path outside; a bad escape is a 400', () => {
    expect(mediaFile('/srv/dist', '/images/en/a%20b.svg')).toBe('/srv/dist/images/en/a b.svg');
    expect(mediaFile('/srv/dist', '/images/%2e%2e/.deploy/headers.json')).toBeNull();
    expect(mediaFile('/srv/dist', '/images/..%2f..%2f..%2fetc/passwd')).toBeNull();
    expect(mediaFile('/srv/dist', '/images/.git/config')).toBeNull();
    expect(() => mediaFile('/srv/dist', '/images/%E0%A4%A')).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('media files on the local server', () => {
  it('answers a Range request with 206 and exactly those bytes, HEAD with headers only', async () => {
    const partial = await get({ range: 'bytes=1000-1999' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 1000-1999/${SIZE}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(DATA.subarray(1000, 2000))).toBe(true);
    const head = await get({}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SIZE));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await get({ range: `bytes=${SIZE}-` })).status).toBe(416);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await get({ range: 'bytes=100-', 'if-range': 'W/"old"' });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(SIZE);
  });

  it('drops the connection after the chosen byte, and counts what was sent', async () => {
    setMediaFault({ mode: 'drop', afterBytes: 20_000, times: 1, client: 'unit' });
    const response = await get();
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(readStats('unit')).toMatchObject({ bytes: 20_000, faults: { drop: 1 } });
    // The switch was used up: the next answer is whole.
    expect((await (await get()).arrayBuffer()).byteLength).toBe(SIZE);
  });

  it('answers 503 while the switch lasts and ignores other clients', async () => {
    setMediaFault({ mode: 'unavailable', times: 1, client: 'someone-else' });
    expect((await get()).status).toBe(200);
    setMediaFault({ mode: 'unavailable', times: 1, client: 'unit' });
    expect((await get()).status).toBe(503);
    expect((await get()).status).toBe(200);
  });

  it('stalls: sends the first bytes and then nothing, keeping the connection open', async () => {
    setMediaFault({ mode: 'stall', afterBytes: 5000, times: 1, client: 'unit' });
    const controller = new AbortController();
    const response = await fetch(`${base}/videos/clip.webm`, { headers: { 'user-agent': 'unit' }, signal: controller.signal });
    const reader = response.body!.getReader();
    let received = 0;
    while (received < 5000) received += (await reader.read()).value!.byteLength;
    const next = reader.read();
    const outcome = await Promise.race([next.then(() => 'data'), new Promise((r) => setTimeout(() => r('silent'), 300))]);
    expect(outcome).toBe('silent');
    controller.abort();
    await next.catch(() => undefined);
  });

  it('limits the bandwidth of a client', async () => {
    setBandwidth(100_000, 'unit');
    const start = Date.now();
    await (await get()).arrayBuffer();
    expect(Date.now() - start).toBeGreaterThanOrEqual(450);
  });
});
