import { describe, expect, it } from 'vitest';
import { afterTry, hashPin, isPinFormat, MAX_TRIES, NO_TRIES, pinMatches, WAIT_MS, waitLeft } from './pin';

describe('a person’s PIN', () => {
  it('is four digits', () => {
    expect(['1234', '0000'].map(isPinFormat)).toEqual([true, true]);
    expect(['123', '12345', 'abcd', ' 123', '١٢٣٤'].map(isPinFormat)).toEqual([false, false, false, false, false]);
  });

  it('is stored as a salted hash that matches only the PIN', async () => {
    const stored = await hashPin('2468');
    expect(JSON.stringify(stored)).not.toContain('2468');
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(await pinMatches('2468', stored)).toBe(true);
    expect(await pinMatches('2469', stored)).toBe(false);
    // A new salt each time: two people with one PIN store different hashes.
    expect((await hashPin('2468')).hash).not.toBe(stored.hash);
  });

  it('waits 30 s after five wrong tries in a row, and a right one clears the count', () => {
    let tries = NO_TRIES;
    for (let i = 1; i < MAX_TRIES; i += 1) tries = afterTry(tries, false, 1000);
    expect(waitLeft(tries, 1000)).toBe(0);
    expect(afterTry(tries, true, 1000)).toEqual(NO_TRIES);
    tries = afterTry(tries, false, 1000);
    expect(waitLeft(tries, 1000)).toBe(WAIT_MS);
    expect(waitLeft(tries, 1000 + WAIT_MS)).toBe(0);
  });
});
