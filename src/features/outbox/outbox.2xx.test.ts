import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { API_PATHS } from '@/lib/api-client';
import { createMemoryStore } from '@/lib/storage';
import { Outbox } from './outbox';

/** Spec §7: track answers are not read. A real backend may answer 204, "OK" or nothing at all. */
const ANSWERS: [string, () => Response][] = [
  ['an empty 200', () => new HttpResponse(null, { status: 200 })],
  ['a text 200 ("OK")', () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
  ['a 204 No Content', () => new HttpResponse(null, { status: 204 })],
  ['a 202 with an HTML page', () => new HttpResponse('<p>Accepted</p>', { status: 202, headers: { 'Content-Type': 'text/html' } })],
  ['a 200 claiming JSON that is not', () => new HttpResponse('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } })],
];

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

async function trackOnce(answer: () => Response) {
  const received: unknown[] = [];
  mockServer.use(
    http.post(`*${API_PATHS.track}`, async ({ request }) => {
      received.push(await request.json());
      return answer();
    }),
  );
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const box = new Outbox(createMemoryStore());
  await box.enqueue(API_PATHS.track, { id: 'session-1', resource: 'training.Faq' });
  await box.flush();
  return { received, left: await box.items(), warnings: warn.mock.calls, status: box.status };
}

describe('track through the outbox: any 2xx is delivered', () => {
  it.each(ANSWERS)('%s: sent once, off the queue, nothing dropped or retried', async (_, answer) => {
    const { received, left, warnings } = await trackOnce(answer);
    expect(received).toEqual([{ id: 'session-1', resource: 'training.Faq' }]);
    expect(left).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('a 503 with a text body is still a failure: kept for a retry', async () => {
    const { left } = await trackOnce(() => new HttpResponse('Service Unavailable', { status: 503 }));
    expect(left).toHaveLength(1);
  });

  it('a 2xx whose body is cut off is a network failure: kept for a retry', async () => {
    const cut = () =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"da'));
            controller.error(new TypeError('socket hang up'));
          },
        }),
        { status: 200 },
      );
    const { left } = await trackOnce(cut);
    expect(left).toHaveLength(1);
  });
});
