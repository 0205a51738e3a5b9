import { describe, expect, it } from 'vitest';
import { PackError } from '@/lib/pack-errors';
import { SharedDownloads } from './shared-downloads';
import { entry } from './test-fixtures';

const file = entry('/videos/en/a.mp4', 100, 'video');
const noProgress = () => {};

/** A download that finishes or fails when the test says so, stopping early when aborted. */
function controllable() {
  const calls: { signal: AbortSignal; finish(): void }[] = [];
  const download = (_e: unknown, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ signal, finish: resolve });
      signal.addEventListener('abort', () => reject(new PackError('aborted', 'Aborted')));
    });
  return { calls, downloads: new SharedDownloads(download) };
}

describe('SharedDownloads: one download per file', () => {
  it('downloads a file wanted by two packs at once only once; both finish with it', async () => {
    const { calls, downloads } = controllable();
    const first = downloads.fetch(file, new AbortController().signal, noProgress);
    const second = downloads.fetch(file, new AbortController().signal, noProgress);
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    calls[0].finish();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(calls).toHaveLength(1);
  });

  it('downloads the file itself when the pack that started it was paused mid-file', async () => {
    const { calls, downloads } = controllable();
    const paused = new AbortController();
    const first = downloads.fetch(file, paused.signal, noProgress);
    const second = downloads.fetch(file, new AbortController().signal, noProgress);
    paused.abort();
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    calls[1].finish();
    await expect(second).resolves.toBeUndefined();
  });

  it('does not start again for a waiting pack that was itself aborted meanwhile', async () => {
    const { calls, downloads } = controllable();
    const a = new AbortController();
    const b = new AbortController();
    const first = downloads.fetch(file, a.signal, noProgress);
    const second = downloads.fetch(file, b.signal, noProgress);
    a.abort();
    b.abort();
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    await expect(second).rejects.toMatchObject({ kind: 'aborted' });
    expect(calls).toHaveLength(1);
  });

  it('downloads again later once the earlier download is over', async () => {
    const { calls, downloads } = controllable();
    const first = downloads.fetch(file, new AbortController().signal, noProgress);
    calls[0].finish();
    await first;
    const again = downloads.fetch(file, new AbortController().signal, noProgress);
    expect(calls).toHaveLength(2);
    calls[1].finish();
    await again;
  });
});
