import type { ModuleStage } from '../../lib/paths';
import type { FullModuleId } from '../../content/types';

/** Spec §3 feedback payload. */
export interface FeedbackPayload {
  stage: ModuleStage;
  fullModuleId: FullModuleId;
  /** 1-based slide the learner was on. */
  slide: number;
  feedback: string;
}

/** Null when there is nothing to send (empty or blank text). */
export function buildFeedbackPayload(
  stage: ModuleStage,
  fullModuleId: FullModuleId,
  slideIndex: number,
  text: string,
): FeedbackPayload | null {
  const feedback = text.trim();
  if (!feedback) return null;
  return { stage, fullModuleId, slide: Math.max(0, Math.trunc(slideIndex)) + 1, feedback };
}
