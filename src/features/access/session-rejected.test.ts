import { i18n } from '@lingui/core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { mockServer } from '../../../mocks/node';
import { API_PATHS, login, post, validateCode } from '@/lib/api-client';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { followSessionRejections, sessionStore, signOutNotice, takeSignOutNotice, writeSession } from './session-store';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetDb();
});
afterAll(() => mockServer.close());

const rejectWith = (path: string, status: number, body: Record<string, string>) =>
  mockServer.use(http.post(`*${path}`, () => HttpResponse.json(body, { status })));

describe('a 401/403 from the API to the stored id', () => {
  it.each([
    [401, { message: 'invalid' }, 'Sorry, this code is not recognized'],
    [403, {}, 'Sorry, this code is not recognized'],
    [401, { message: 'tooManyRequests' }, 'Sorry, we are experiencing too many requests. Please try again in a few minutes'],
  ])('%i %j signs out, forgets the stored id and leaves the message for the entry screen', async (status, body, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = followSessionRejections();
    await writeSession({ id: 'mock-1', lang: 'fr' });
    rejectWith(API_PATHS.track, status, body);
    await expect(post(API_PATHS.track, { id: 'mock-1' })).rejects.toMatchObject({ status });
    expect(sessionStore.getSnapshot()).toEqual({ id: null, lang: 'fr' });
    await vi.waitFor(async () => expect(await storage.get(STORAGE_KEYS.id)).toBeUndefined());
    expect(await storage.get(STORAGE_KEYS.lang)).toBe('fr');
    const message = takeSignOutNotice();
    expect(message && i18n._(message)).toBe(text);
    expect(signOutNotice.getSnapshot()).toBeNull();
    stop();
  });

  it('a wrong code at the entry screen (validate-code answers 401) signs nobody out', async () => {
    const stop = followSessionRejections();
    await writeSession({ id: 'mock-1', lang: 'en' });
    await expect(validateCode('WRONG-CODE', 'en')).rejects.toMatchObject({ status: 401, key: 'codeInvalid' });
    expect(sessionStore.getSnapshot().id).toBe('mock-1');
    expect(signOutNotice.getSnapshot()).toBeNull();
    stop();
  });

  it('other failures sign nobody out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = followSessionRejections();
    await writeSession({ id: 'mock-1', lang: 'en' });
    rejectWith(API_PATHS.login, 500, { message: 'internal' });
    await expect(login('mock-1')).rejects.toMatchObject({ status: 500 });
    rejectWith(API_PATHS.login, 429, { message: 'tooManyRequests' });
    await expect(login('mock-1')).rejects.toMatchObject({ status: 429 });
    expect(sessionStore.getSnapshot().id).toBe('mock-1');
    stop();
  });
});
