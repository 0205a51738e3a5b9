import { describe, expect, it } from 'vitest';
import { parseJson, safeDecodeURIComponent, withinDepth } from './safe-parse';

describe('safeDecodeURIComponent', () => {
  it('decodes valid escapes', () => {
    expect(safeDecodeURIComponent('caf%C3%A9%20cr%C3%A8me')).toBe('café crème');
  });

  it.each(['%', '%E0%A4%A', '%zz', 'block%'])('answers null for the bad escape %s', (text) => {
    expect(safeDecodeURIComponent(text)).toBeNull();
  });
});

describe('parseJson', () => {
  it('parses JSON', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it.each(['', '{', 'undefined', '<html>'])('answers not ok for %j', (text) => {
    expect(parseJson(text)).toEqual({ ok: false });
  });
});

describe('withinDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(withinDepth(1, 0)).toBe(true);
    expect(withinDepth({ a: 1 }, 1)).toBe(true);
    expect(withinDepth({ a: [1] }, 1)).toBe(false);
    expect(withinDepth({ a: { b: [0, 1, 1] } }, 3)).toBe(true);
  });

  it('rejects 100,000 nested arrays without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(withinDepth(deep, 8)).toBe(false);
  });
});
