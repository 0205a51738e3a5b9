import type { FeedbackRequest } from '@/lib/api-client';
import { FEEDBACK_MAX_LENGTH } from '@/lib/api-paths';

export { FEEDBACK_MAX_LENGTH };
import type { ModuleStage } from '@/lib/paths';
import type { FullModuleId } from '@/content/types';

/** Spec §3 feedback payload, as the contract (api/openapi.yaml) types it: slide is 1-based. */
export type FeedbackPayload = FeedbackRequest;

/** Null when there is nothing to send (empty or blank text) or more than the API takes. */
export function buildFeedbackPayload(
  stage: ModuleStage,
  fullModuleId: FullModuleId,
  slideIndex: number,
  text: string,
): FeedbackPayload | null {
  const feedback = text.trim();
  if (!feedback || feedback.length > FEEDBACK_MAX_LENGTH) return null;
  return { stage, fullModuleId, slide: Math.max(0, Math.trunc(slideIndex)) + 1, feedback };
}
