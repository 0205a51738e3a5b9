import { describe, expect, it } from 'vitest';
import { readTouch } from './gestures';

const W = 900;
const at = (x: number, y = 300) => ({ x, y });

describe('readTouch', () => {
  it('swipes: left is next, right is previous; vertical ones do nothing', () => {
    expect(readTouch(at(600), at(400), W)).toEqual({ type: 'next' });
    expect(readTouch(at(400), at(600), W)).toEqual({ type: 'prev' });
    expect(readTouch(at(400, 100), at(460, 400), W)).toBeNull();
  });

  it('taps: left third back, right third forward, middle nothing', () => {
    expect(readTouch(at(100), at(102), W)).toEqual({ type: 'prev' });
    expect(readTouch(at(800), at(798), W)).toEqual({ type: 'next' });
    expect(readTouch(at(450), at(450), W)).toBeNull();
  });

  it('ignores a short drag that is neither tap nor swipe', () => {
    expect(readTouch(at(800), at(830), W)).toBeNull();
  });
});
