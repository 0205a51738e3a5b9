import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@/lib/api-client';

/** Spec §8: code-entry errors keyed by the server's message. */
export const CODE_ERRORS: Record<string, MessageDescriptor> = {
  empty: msg`Please enter a valid service code`,
  codeInvalid: msg`Sorry, this code is not recognized`,
  invalid: msg`Sorry, this code is not recognized`,
  tooManyRequests: msg`Sorry, we are experiencing too many requests. Please try again in a few minutes`,
  internal: msg`An internal error occurred. Please contact us.`,
};

export const UNEXPECTED_ERROR = msg`An unexpected error occurred. Please contact us`;
export const OFFLINE_ERROR = msg`You appear to be offline. Connect to the internet to enter your service code.`;

/** A missing key becomes "internal" (429: too many requests); an unknown key the generic unexpected message. */
export function codeErrorFor(error: unknown): MessageDescriptor {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return OFFLINE_ERROR;
    if (error.kind === 'malformed') return CODE_ERRORS.internal;
    // A rate limiter in front of the API answers 429 without our error body.
    if (error.key === undefined) return error.status === 429 ? CODE_ERRORS.tooManyRequests : CODE_ERRORS.internal;
    return Object.hasOwn(CODE_ERRORS, error.key) ? CODE_ERRORS[error.key] : UNEXPECTED_ERROR;
  }
  return UNEXPECTED_ERROR;
}

/** The API turned the stored session away (401/403): the entry screen says so with the server's key. */
export function rejectedSessionMessage(error: ApiError): MessageDescriptor {
  const key = error.key;
  return key && key !== 'empty' && Object.hasOwn(CODE_ERRORS, key) ? CODE_ERRORS[key] : CODE_ERRORS.codeInvalid;
}

/** The server looked at the code and said no: sending the same code again cannot succeed. */
export function isRejectedCode(error: unknown): boolean {
  return error instanceof ApiError && (error.key === 'codeInvalid' || error.key === 'invalid');
}
