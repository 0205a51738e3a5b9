import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEventId, uuidFrom } from './event-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newEventId', () => {
  it('is a UUID v4, different every time', () => {
    const ids = new Set(Array.from({ length: 200 }, newEventId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('without crypto.randomUUID (plain HTTP on a LAN address) builds one from getRandomValues', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const ids = new Set(Array.from({ length: 200 }, newEventId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('without Web Crypto at all still answers a UUID v4', () => {
    vi.stubGlobal('crypto', undefined);
    expect(newEventId()).toMatch(UUID_V4);
  });

  it('sets the version and variant bits whatever the bytes', () => {
    expect(uuidFrom(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFrom(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
