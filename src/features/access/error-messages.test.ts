import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CODE_ERRORS, codeErrorFor, isRejectedCode, OFFLINE_ERROR, UNEXPECTED_ERROR } from './error-messages';

const server = (key?: string) => new ApiError('server', 400, key);

describe('code error mapping (spec §8)', () => {
  it.each(['codeInvalid', 'invalid', 'tooManyRequests', 'internal', 'empty'])('maps %s', (key) => {
    expect(codeErrorFor(server(key))).toBe(CODE_ERRORS[key]);
  });

  it('maps a missing message to internal', () => {
    expect(codeErrorFor(server(undefined))).toBe(CODE_ERRORS.internal);
  });

  it('maps an unknown key to the generic unexpected error', () => {
    expect(codeErrorFor(server('weird'))).toBe(UNEXPECTED_ERROR);
    expect(codeErrorFor(server('toString'))).toBe(UNEXPECTED_ERROR);
  });

  it('maps network failures and malformed bodies', () => {
    expect(codeErrorFor(new ApiError('network', 0, undefined))).toBe(OFFLINE_ERROR);
    expect(codeErrorFor(new ApiError('malformed', 200, undefined))).toBe(CODE_ERRORS.internal);
  });
});

describe('isRejectedCode', () => {
  it('is true only when the server rejected the code itself', () => {
    expect(isRejectedCode(server('codeInvalid'))).toBe(true);
    expect(isRejectedCode(server('invalid'))).toBe(true);
    expect(isRejectedCode(server('tooManyRequests'))).toBe(false);
    expect(isRejectedCode(server('internal'))).toBe(false);
    expect(isRejectedCode(new ApiError('network', 0, undefined))).toBe(false);
    expect(isRejectedCode(new Error('x'))).toBe(false);
  });
});
