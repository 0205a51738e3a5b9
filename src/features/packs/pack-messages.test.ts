import { describe, expect, it } from 'vitest';
import { isPackKey, isPackMessage } from './pack-messages';

const state = {
  type: 'state',
  jobs: { 'en:core': { status: 'running', progress: { filesDone: 1, filesTotal: 9, bytesDone: 10, bytesTotal: 90, bytesFetched: 10 } } },
  prefs: { wanted: { 'en:core': true }, paused: {} },
  storage: { usage: 5, quota: 100, persisted: 'unknown' },
  added: ['/images/en/a.svg'],
  removed: [],
};

describe('pack messages between tabs', () => {
  it('knows the pack keys', () => {
    expect(isPackKey('fr:training')).toBe(true);
    expect(['de:core', 'en:videos', 'en', 'en:core:x', 7].some(isPackKey)).toBe(false);
  });

  it.each([
    state,
    { ...state, storage: null },
    { type: 'hello' },
    { type: 'suspend' },
    { type: 'ack', id: 'a1' },
    { type: 'do', id: 'a2', action: 'pause', key: 'en:all' },
  ])('accepts %j', (message) => expect(isPackMessage(message)).toBe(true));

  it.each([
    { ...state, jobs: { 'en:core': { status: 'exploded' } } },
    { ...state, jobs: { 'xx:core': { status: 'running' } } },
    { ...state, jobs: { 'en:core': { status: 'running', progress: { filesDone: -1 } } } },
    { ...state, added: [1, 2] },
    { ...state, prefs: { wanted: { 'en:core': 'yes' }, paused: {} } },
    { ...state, storage: { persisted: 'maybe' } },
    { type: 'do', id: 'a2', action: 'format-disk', key: 'en:all' },
    { type: 'do', id: 'a2', action: 'pause', key: '../../etc' },
    { type: 'ack' },
    { type: 'other' },
    null,
  ])('refuses %j', (message) => expect(isPackMessage(message)).toBe(false));
});
