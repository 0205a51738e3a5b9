import { describe, expect, it, vi } from 'vitest';
import { API_PATHS, ApiError } from '@/lib/api-client';
import { buildFeedbackPayload } from './feedback-payload';
import { sendFeedback } from './send-feedback';

describe('feedback payload', () => {
  it('sends the 1-based slide, stage and full module id', () => {
    expect(buildFeedbackPayload('slides', '6-training', 0, ' Great module ')).toEqual({
      stage: 'slides',
      fullModuleId: '6-training',
      slide: 1,
      feedback: 'Great module',
    });
    expect(buildFeedbackPayload('quiz', '4', 20, 'x')?.slide).toBe(21);
  });

  it('empty or blank text sends nothing', () => {
    expect(buildFeedbackPayload('summary', '2', 3, '')).toBeNull();
    expect(buildFeedbackPayload('summary', '2', 3, '  \n ')).toBeNull();
  });
});

describe('sendFeedback', () => {
  const payload = buildFeedbackPayload('slides', '2', 1, 'hello')!;

  it('delivers through the outbox to the feedback path', async () => {
    const deliver = vi.fn().mockResolvedValue('sent');
    await expect(sendFeedback(payload, { deliver })).resolves.toBe('sent');
    expect(deliver).toHaveBeenCalledWith(API_PATHS.feedback, payload);
  });

  it('reports queued when offline and rethrows server errors', async () => {
    await expect(sendFeedback(payload, { deliver: vi.fn().mockResolvedValue('queued') })).resolves.toBe('queued');
    const error = new ApiError('server', 500, 'internal');
    await expect(sendFeedback(payload, { deliver: vi.fn().mockRejectedValue(error) })).rejects.toBe(error);
  });
});
