import type { operations, paths } from '../../api/schema';

/** A path of the contract, api/openapi.yaml (api/schema.ts is generated from it). */
export type ApiPath = keyof paths;

/**
 * Spec §7 calls by their operationId in the contract: a path the contract lacks, or an operation
 * left out here, is a type error. No import with side effects: the mock server (Node) reads it too.
 */
export const API_PATHS = {
  validateCode: '/api/operational-toolkit/validate-code',
  login: '/api/operational-toolkit/login',
  track: '/api/operational-toolkit/track',
  pdf: '/api/operational-toolkit/pdf',
  feedback: '/api/operational-toolkit/feedback',
} as const satisfies Record<keyof operations, ApiPath>;

/** The longest feedback text the contract takes (FeedbackRequest.feedback's maxLength). */
export const FEEDBACK_MAX_LENGTH = 2000;

type Unlisted = Exclude<ApiPath, (typeof API_PATHS)[keyof typeof API_PATHS]>;
type None<T extends never> = T;
/** Fails to compile when the contract has a path API_PATHS does not list. */
export type EveryContractPathListed = None<Unlisted>;
