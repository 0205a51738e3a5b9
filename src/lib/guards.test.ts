import { describe, expect, it } from 'vitest';
import { arrayOf, isCount, isString, nullable, oneOf, optional, recordOf, shape } from './guards';

describe('guards', () => {
  const isMove = shape<{ type: 'at'; at: number; note?: string; tags: string[]; by: string | null }>({
    type: oneOf(['at'] as const),
    at: isCount,
    note: optional(isString),
    tags: arrayOf(isString),
    by: nullable(isString),
  });

  it('accepts a value of the shape, optional fields missing', () => {
    expect(isMove({ type: 'at', at: 3, tags: [], by: null })).toBe(true);
    expect(isMove({ type: 'at', at: 0, note: 'n', tags: ['a'], by: 'x', extra: 1 })).toBe(true);
  });

  it.each([
    null,
    'at',
    [],
    { type: 'go', at: 3, tags: [], by: null },
    { type: 'at', at: -1, tags: [], by: null },
    { type: 'at', at: 1.5, tags: [], by: null },
    { type: 'at', at: '3', tags: [], by: null },
    { type: 'at', at: 3, tags: [1], by: null },
    { type: 'at', at: 3, tags: [] },
    { type: 'at', at: 3, note: 7, tags: [], by: null },
  ])('refuses %j', (value) => {
    expect(isMove(value)).toBe(false);
  });

  it('checks a record key by key', () => {
    const isFlags = recordOf(oneOf(['en', 'fr'] as const), (v): v is boolean => typeof v === 'boolean');
    expect(isFlags({ en: true })).toBe(true);
    expect(isFlags({ de: true })).toBe(false);
    expect(isFlags({ en: 'yes' })).toBe(false);
  });
});
