import { describe, expect, it } from 'vitest';
import { slideFromSearch } from './paths';

describe('slideFromSearch', () => {
  it('reads a 1-based slide that exists in the module', () => {
    expect(slideFromSearch('?slide=4', 11)).toBe(3);
    expect(slideFromSearch('slide=11', 11)).toBe(10);
    for (const bad of ['', '?slide=0', '?slide=12', '?slide=x', '?slide=-1', '?slide=2.5']) {
      expect(slideFromSearch(bad, 11)).toBeUndefined();
    }
  });
});
