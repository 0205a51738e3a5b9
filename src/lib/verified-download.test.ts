import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PackError, PAUSED, SUSPENDED } from './pack-errors';
import { downloadVerified } from './verified-download';

const stored: string[] = [];
const bytes = new Uint8Array([1, 2, 3]);

vi.mock('./file-fetch', () => ({ RESUME_MIN_BYTES: 1_000_000, fetchFile: vi.fn() }));
vi.mock('./media-store', () => ({
  verifyCached: async () => false,
  putVerified: async (url: string) => void stored.push(url),
}));
vi.mock('./partial-cache', () => ({ dropPartial: async () => undefined }));
vi.mock('./sha256', () => ({ sha256Bytes: async () => 'sha-of-file' }));

const { fetchFile } = await import('./file-fetch');
const expected = { bytes: 3, sha256: 'sha-of-file' };

/** A download whose last bytes arrive just as the pack is stopped with this reason. */
function stoppedAsItArrives(reason: unknown) {
  const controller = new AbortController();
  vi.mocked(fetchFile).mockImplementation(async () => {
    controller.abort(reason);
    return { data: bytes, type: 'text/vtt' };
  });
  return downloadVerified('/videos/en/intro.vtt', expected, { signal: controller.signal, onProgress: () => undefined });
}

describe('downloadVerified: a file that has fully arrived when the pack stops', () => {
  beforeEach(() => void (stored.length = 0));

  it('is kept on a pause: Resume does not fetch it again', async () => {
    await stoppedAsItArrives(PAUSED);
    expect(stored).toEqual(['/videos/en/intro.vtt']);
  });

  it('is kept when the downloads pause for an update: they continue after it', async () => {
    await stoppedAsItArrives(SUSPENDED);
    expect(stored).toEqual(['/videos/en/intro.vtt']);
  });

  it('is discarded on any other stop (Remove from this device)', async () => {
    await expect(stoppedAsItArrives(undefined)).rejects.toEqual(new PackError('aborted', 'Aborted'));
    expect(stored).toEqual([]);
  });
});
