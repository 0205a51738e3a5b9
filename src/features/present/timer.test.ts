import { describe, expect, it } from 'vitest';
import { elapsed, expectedAt, formatClock, NEW_TIMER, paceOf, pauseTimer, resetTimer, startTimer } from './timer';

describe('presenter timer', () => {
  it('counts while started, holds while paused, goes on from there, and resets to zero', () => {
    let timer = startTimer(NEW_TIMER, 1000);
    expect(elapsed(timer, 4000)).toBe(3000);
    timer = pauseTimer(timer, 5000);
    expect(elapsed(timer, 60_000)).toBe(4000);
    timer = startTimer(timer, 10_000);
    expect(startTimer(timer, 11_000)).toBe(timer);
    expect(elapsed(timer, 12_000)).toBe(6000);
    expect(elapsed(resetTimer(), 99_000)).toBe(0);
    expect(elapsed(NEW_TIMER, 99_000)).toBe(0);
  });

  it('expects the module duration shared evenly among slides: k/N of it on reaching slide k', () => {
    const duration = 222_000; // module 7, 03:42
    expect(expectedAt(duration, 0, 5)).toBe(0);
    expect(expectedAt(duration, 2, 5)).toBe(88_800);
    // On the questions every slide is done.
    expect(expectedAt(duration, 7, 5)).toBe(duration);
  });

  it('says ahead, behind or on time (within 5 seconds)', () => {
    expect(paceOf(100_000, 88_800)).toEqual({ kind: 'behind', ms: 11_200 });
    expect(paceOf(60_000, 88_800)).toEqual({ kind: 'ahead', ms: 28_800 });
    expect(paceOf(90_000, 88_800)).toEqual({ kind: 'onTime', ms: 0 });
  });

  it('formats m:ss and h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(222_000)).toBe('3:42');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });
});
