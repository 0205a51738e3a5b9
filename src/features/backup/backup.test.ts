import { describe, expect, it } from 'vitest';
import { APP_ID, canonicalJson, MAX_BYTES, serialiseBackup, type BackupData } from './format';
import { diffBackup, mergeBackup } from './merge';
import { parseBackup } from './parse';

const data: BackupData = {
  lang: 'en',
  progress: {
    '3': { slide: 4, slidesComplete: false, quizPassed: false },
    '1-training': { slide: 5, slidesComplete: true, quizPassed: true },
  },
  completion: { training: '2026-11-20' },
};

async function tampered(change: (body: Record<string, unknown>) => void) {
  const body = JSON.parse(await serialiseBackup(data, '2026-11-23')) as Record<string, unknown>;
  change(body);
  return JSON.stringify(body);
}

describe('progress backup file', () => {
  it('round-trips and never carries a session id', async () => {
    const text = await serialiseBackup(data, '2026-11-23');
    expect(text).not.toMatch(/"id"/);
    expect(JSON.parse(text)).toMatchObject({ app: APP_ID, format: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await parseBackup(text)).toEqual({ ok: true, data });
    expect(text.length).toBeLessThan(400);
  });

  it('checksums the content whatever the key order', async () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const body = JSON.parse(await serialiseBackup(data, '2026-11-23')) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(await parseBackup(JSON.stringify(reordered, null, 2))).toMatchObject({ ok: true });
  });

  it.each([
    ['empty', '', 'empty'],
    ['whitespace', '  \n', 'empty'],
    ['oversized', `{"app":"${APP_ID}","pad":"${'x'.repeat(MAX_BYTES)}"}`, 'tooLarge'],
    ['invalid JSON', '{"app": nope', 'notJson'],
    ['another app', '{"name":"my-app","version":"1.0.0"}', 'otherApp'],
    ['a JSON array', '[1,2,3]', 'otherApp'],
  ])('rejects %s', async (_, text, error) => {
    expect(await parseBackup(text)).toEqual({ ok: false, error });
  });

  it('rejects a truncated file', async () => {
    const text = await serialiseBackup(data, '2026-11-23');
    expect(await parseBackup(text.slice(0, text.length - 20))).toEqual({ ok: false, error: 'notJson' });
  });

  it('rejects a newer format, a changed value and a missing checksum', async () => {
    expect(await parseBackup(await tampered((b) => (b.format = 3)))).toEqual({ ok: false, error: 'newerVersion' });
    const edited = await tampered((b) => ((b.progress as Record<string, unknown>)['3'] = [9, 1, 1]));
    expect(await parseBackup(edited)).toEqual({ ok: false, error: 'checksum' });
    expect(await parseBackup(await tampered((b) => delete b.sha256))).toEqual({ ok: false, error: 'corrupted' });
  });

  it('rejects well-signed contents that make no sense', async () => {
    const { sha256Hex } = await import('@/lib/sha256');
    const signed = async (progress: unknown) => {
      const body = { app: APP_ID, format: 1, exported: '2026-11-23', lang: 'en', progress, completion: {} };
      return JSON.stringify({ ...body, sha256: await sha256Hex(canonicalJson(body)) });
    };
    expect(await parseBackup(await signed({ '3': [99, 0, 0] }))).toEqual({ ok: false, error: 'corrupted' });
    expect(await parseBackup(await signed({ '99': [1, 0, 0] }))).toEqual({ ok: false, error: 'corrupted' });
    expect(await parseBackup(await signed({ '3': [1, 'yes', 0] }))).toEqual({ ok: false, error: 'corrupted' });
    expect(await parseBackup(await signed({ '3': [1, 0, 0] }))).toMatchObject({ ok: true });
  });
});

describe('merging a backup', () => {
  const local: BackupData = {
    lang: null,
    progress: {
      '3': { slide: 7, slidesComplete: false, quizPassed: false },
      '4': { slide: 2, slidesComplete: true, quizPassed: false },
    },
    completion: { training: '2026-11-22', implementation: '2026-10-01' },
  };

  it('keeps the furthest slide, ORs flags, keeps the earliest date, never loses', () => {
    const merged = mergeBackup(local, data);
    expect(merged).toEqual({
      lang: 'en',
      progress: {
        '3': { slide: 7, slidesComplete: false, quizPassed: false },
        '4': { slide: 2, slidesComplete: true, quizPassed: false },
        '1-training': { slide: 5, slidesComplete: true, quizPassed: true },
      },
      completion: { training: '2026-11-20', implementation: '2026-10-01' },
    });
    // Merging is idempotent and order does not matter for progress.
    expect(mergeBackup(merged, data)).toEqual(merged);
    expect(mergeBackup(data, local).progress).toEqual(merged.progress);
  });

  it('summarises exactly what would change', () => {
    const diff = diffBackup(local, mergeBackup(local, data));
    expect(diff.modules).toEqual([
      {
        id: '1-training',
        before: { slide: 0, slidesComplete: false, quizPassed: false },
        after: { slide: 5, slidesComplete: true, quizPassed: true },
      },
    ]);
    expect(diff.dates).toEqual([{ resourceType: 'training', before: '2026-11-22', after: '2026-11-20' }]);
    expect(diff.lang).toBe('en');
    expect(diff.empty).toBe(false);
    const merged = mergeBackup(local, data);
    expect(diffBackup(merged, mergeBackup(merged, data)).empty).toBe(true);
  });
});

describe('a hand-made backup nested thousands deep', () => {
  it('is refused as damaged before the checksum walks it (no stack overflow)', async () => {
    const nested = `${'['.repeat(4000)}${']'.repeat(4000)}`;
    const text = `{"app":"${APP_ID}","format":1,"sha256":"00","progress":${nested},"completion":{}}`;
    expect(text.length).toBeLessThan(MAX_BYTES);
    expect(await parseBackup(text)).toEqual({ ok: false, error: 'corrupted' });
  });
});
