import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { API_PATHS, ApiError } from '@/lib/api-client';
import { buildFeedbackPayload } from './feedback-payload';
import { sendFeedback } from './send-feedback';

/**
 * Spec §7: the feedback answer is not read. A real backend answering 204 or "OK" has accepted
 * the feedback: the dialog must thank the learner, not show its error.
 */
const payload = buildFeedbackPayload('slides', '4', 2, 'The clip would not play.')!;

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

function answer(response: () => Response) {
  mockServer.use(http.post(`*${API_PATHS.feedback}`, response));
}

describe('feedback: any 2xx answer is success', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text 200 ("OK")', () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
    ['a 204 No Content', () => new HttpResponse(null, { status: 204 })],
    ['a JSON 201', () => HttpResponse.json({ received: true }, { status: 201 })],
  ])('%s: sent', async (_, response) => {
    answer(response);
    await expect(sendFeedback(payload)).resolves.toBe('sent');
  });

  it('a 400 with a text body is still the feedback error', async () => {
    answer(() => new HttpResponse('Bad Request', { status: 400 }));
    await expect(sendFeedback(payload)).rejects.toMatchObject(new ApiError('server', 400, undefined));
  });
});
