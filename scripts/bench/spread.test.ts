import { describe, expect, it } from 'vitest';
import { quantile, robustWorst, spread } from './spread';

describe('quantile', () => {
  it('interpolates between the two nearest values', () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('robustWorst', () => {
  it('is the highest under 15 presses', () => {
    expect(robustWorst([40, 300, 50])).toBe(300);
    expect(robustWorst(Array.from({ length: 14 }, (_, i) => i))).toBe(13);
  });

  it('sets one press in 15 aside: the second highest of 15, the third of 30', () => {
    const fifteen = [...Array.from({ length: 13 }, () => 50), 120, 400];
    expect(robustWorst(fifteen)).toBe(120);
    const thirty = [...Array.from({ length: 27 }, () => 50), 90, 300, 400];
    expect(robustWorst(thirty)).toBe(90);
  });

  it('cannot hide a cost every press pays', () => {
    // A 150 ms handler on top of 50 ms presses, with one stray press either way.
    const slowed = [...Array.from({ length: 14 }, () => 200 + 8), 500];
    expect(robustWorst(slowed)).toBe(208);
    expect(robustWorst([])).toBeNaN();
  });
});

describe('spread', () => {
  it('gives min, quartiles, median, max and the robust worst of the finite values', () => {
    const values = [16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 500, NaN];
    expect(spread(values)).toEqual({ n: 15, min: 16, p25: 44, median: 72, p75: 100, max: 500, worst: 120 });
  });

  it('is NaN throughout for no figure', () => {
    const none = spread([NaN]);
    expect(none.n).toBe(0);
    expect([none.min, none.p25, none.median, none.p75, none.max, none.worst].every(Number.isNaN)).toBe(true);
  });
});
