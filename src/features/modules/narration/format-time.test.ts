import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75.4, '1:15'],
    [600, '10:00'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s → %s', (seconds, text) => expect(formatTime(seconds)).toBe(text));
});
