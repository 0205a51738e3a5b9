import { describe, expect, it, vi } from 'vitest';
import { SharedBody } from './shared-body';

function source(chunks: number, end: 'close' | 'fail' | 'hang' = 'close') {
  let sent = 0;
  const pulls = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls.count += 1;
      if (sent < chunks) controller.enqueue(new Uint8Array(10).fill(sent++));
      else if (end === 'close') controller.close();
      else if (end === 'fail') controller.error(new TypeError('dropped'));
      else return new Promise<void>(() => undefined);
    },
  });
  const length = (end === 'hang' ? chunks + 1 : chunks) * 10;
  const response = new Response(body, { headers: { 'Content-Length': String(length), 'Content-Type': 'video/webm' } });
  return { response, pulls };
}

const read = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('SharedBody', () => {
  it('gives a preview (206 from byte 0) and a late pack request (200) the same bytes of one download', async () => {
    const { response, pulls } = source(5);
    const ended = vi.fn();
    const shared = new SharedBody(response, ended);
    const preview = shared.fromStart();
    expect(preview.status).toBe(206);
    expect(preview.headers.get('Content-Range')).toBe('bytes 0-49/50');
    const first = await read(preview);
    const pack = shared.full();
    expect(pack.status).toBe(200);
    expect(await read(pack)).toEqual(first);
    expect(first.length).toBe(50);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(pulls.count).toBeLessThanOrEqual(7);
  });

  it('passes a dropped download on to every reader', async () => {
    const shared = new SharedBody(source(2, 'fail').response, () => undefined);
    await expect(read(shared.full())).rejects.toThrow();
    await expect(read(shared.fromStart())).rejects.toThrow();
  });

  it('gives up on a download that stalls, so a retry does not join it', async () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const shared = new SharedBody(source(1, 'hang').response, ended, 1000);
    const reading = read(shared.full()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await reading).toBeInstanceOf(Error);
    expect(ended).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
