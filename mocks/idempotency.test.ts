// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../src/lib/api-paths';
import { db, resetDb } from './db';
import { mockServer } from './node';

/** The mock answers track and feedback as api/openapi.yaml asks of a backend: a repeated Idempotency-Key is counted once. */
const KEY = '0d5e3c1a-7b2f-4c8e-9a41-6f0b2d7e9c35';
const TRACK = { id: 'mock-idem', resource: 'training.Faq' };
const FEEDBACK = { stage: 'slides', fullModuleId: '4', slide: 3, feedback: 'Hello' };

async function send(path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers['Idempotency-Key'] = key;
  const response = await fetch(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.text() };
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetDb());
afterAll(() => mockServer.close());

describe('Idempotency-Key in the mock API', () => {
  it.each([
    ['track', API_PATHS.track, TRACK, () => db.tracks],
    ['feedback', API_PATHS.feedback, FEEDBACK, () => db.feedback],
  ] as const)('%s: a repeat gets the same 2xx and is recorded once; another key is another call', async (_, path, body, records) => {
    const first = await send(path, body, KEY);
    const repeat = await send(path, body, KEY);
    expect(first.status).toBe(200);
    expect(repeat).toEqual(first);
    expect(records()).toHaveLength(1);
    await send(path, body, crypto.randomUUID());
    expect(records()).toHaveLength(2);
  });

  it('a call without the key (an older build) is recorded every time', async () => {
    await send(API_PATHS.track, TRACK);
    await send(API_PATHS.track, TRACK);
    expect(db.tracks).toHaveLength(2);
  });

  it('a call refused (400) does not use up its key: the valid call under it is recorded', async () => {
    expect((await send(API_PATHS.track, { resource: 'training.Faq' }, KEY)).status).toBe(400);
    expect((await send(API_PATHS.track, TRACK, KEY)).status).toBe(200);
    expect(db.tracks).toHaveLength(1);
  });

  it('keys are per call (track and feedback apart) and forgotten on reset', async () => {
    await send(API_PATHS.track, TRACK, KEY);
    await send(API_PATHS.feedback, FEEDBACK, KEY);
    expect([db.tracks.length, db.feedback.length]).toEqual([1, 1]);
    resetDb();
    await send(API_PATHS.track, TRACK, KEY);
    expect(db.tracks).toHaveLength(1);
  });
});
