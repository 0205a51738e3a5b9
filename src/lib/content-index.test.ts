import { describe, expect, it } from 'vitest';
import { parseContentIndex } from './content-index';

const entry = { path: '/images/en/a.svg', bytes: 10, sha256: 'a'.repeat(64), kind: 'image' };

describe('parseContentIndex', () => {
  it('accepts a well-formed index', () => {
    const index = { lang: 'en', version: 'v', modules: { '2': [entry] }, sections: { training: [] } };
    expect(parseContentIndex(index, 'en')).toBe(index);
  });

  it('rejects the wrong language, bad entries and missing groups', () => {
    expect(() => parseContentIndex({ lang: 'fr', version: 'v', modules: {}, sections: {} }, 'en')).toThrow();
    const bad = { ...entry, sha256: 'xyz' };
    expect(() => parseContentIndex({ lang: 'en', version: 'v', modules: { '2': [bad] }, sections: {} }, 'en')).toThrow();
    expect(() => parseContentIndex({ lang: 'en', version: 'v', modules: {} }, 'en')).toThrow();
    expect(() => parseContentIndex('<html>', 'en')).toThrow();
  });
});
