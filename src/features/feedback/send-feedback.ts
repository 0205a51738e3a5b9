import { API_PATHS } from '@/lib/api-client';
import { outbox, type Outbox } from '../outbox';
import type { FeedbackPayload } from './feedback-payload';

/**
 * 'sent' when the server took it, 'queued' when offline (the outbox sends it later).
 * Server errors are thrown as ApiError for the dialog to show.
 */
export function sendFeedback(payload: FeedbackPayload, box: Pick<Outbox, 'deliver'> = outbox) {
  return box.deliver(API_PATHS.feedback, payload);
}
