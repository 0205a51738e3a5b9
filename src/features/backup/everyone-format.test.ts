import { describe, expect, it } from 'vitest';
import { serialiseEveryone, type EveryoneBackup } from './everyone-format';
import { sha256Hex } from '@/lib/sha256';
import { canonicalJson, MAX_BYTES, serialiseBackup } from './format';
import { parseBackup, parseEveryone } from './parse';
import { readBackupFile } from './read-file';

const at = (slide: number, slidesComplete = false, quizPassed = false) => ({ slide, slidesComplete, quizPassed });

const file: EveryoneBackup = {
  lang: 'en',
  people: [
    { name: ' ana ', progress: { '3': at(1), '1-training': at(5, true, true) }, completion: { training: '2026-11-20' } },
    { name: 'Cy', progress: { '2': at(3) }, completion: {} },
  ],
};

describe('everyone’s progress file', () => {
  it('round-trips with the checks of one person’s file, and each kind of file says where it belongs', async () => {
    const text = await serialiseEveryone(file, '2026-11-27');
    expect(JSON.parse(text)).toMatchObject({ format: 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(text).not.toMatch(/"(id|pin|scope|outbox)"/);
    expect(await parseEveryone(text)).toEqual({
      ok: true,
      data: { ...file, people: [{ ...file.people[0], name: 'ana' }, file.people[1]] },
    });
    expect(await parseBackup(text)).toEqual({ ok: false, error: 'everyoneFile' });
    const one = await serialiseBackup({ lang: 'en', progress: {}, completion: {} }, '2026-11-27');
    expect(await parseEveryone(one)).toEqual({ ok: false, error: 'onePersonFile' });
    expect(await parseEveryone(text.replace('"Cy"', '"Cx"'))).toEqual({ ok: false, error: 'checksum' });
    const unnamed = await serialiseEveryone({ lang: 'en', people: [{ ...file.people[1], name: '  ' }] }, '2026-11-27');
    expect(await parseEveryone(unnamed)).toEqual({ ok: false, error: 'corrupted' });
    expect(await parseEveryone(await serialiseEveryone({ lang: 'en', people: [] }, '2026-11-27'))).toEqual({
      ok: false,
      error: 'corrupted',
    });
  });
});

describe('a large device’s file opened as one person’s', () => {
  it('says it holds everyone’s progress, not that it is too large; one person’s file that large is too large', async () => {
    const many: EveryoneBackup = {
      lang: 'en',
      people: Array.from({ length: 90 }, (_, i) => ({
        name: `Person ${i + 1}`,
        progress: Object.fromEntries(Array.from({ length: 7 }, (_, m) => [`${m + 1}-training`, at(m + 2, true, true)])),
        completion: { training: '2026-11-20' },
      })),
    };
    const text = await serialiseEveryone(many, '2026-11-27');
    expect(text.length).toBeGreaterThan(MAX_BYTES);
    expect(await readBackupFile(new Blob([text]))).toEqual({ ok: false, error: 'everyoneFile' });
    // One person's file (format 1, its checksum right) padded past one person's limit.
    const one = JSON.parse(await serialiseBackup({ lang: 'en', progress: {}, completion: {} }, '2026-11-27')) as Record<string, unknown>;
    delete one.sha256;
    const body = { ...one, note: 'x'.repeat(MAX_BYTES) };
    const padded = JSON.stringify({ ...body, sha256: await sha256Hex(canonicalJson(body)) });
    expect(await readBackupFile(new Blob([padded]))).toEqual({ ok: false, error: 'tooLarge' });
  });
});
