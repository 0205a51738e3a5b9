import { describe, expect, it } from 'vitest';
import { createMemoryStore, STORAGE_KEYS } from '../../../lib/storage';
import { DEFAULT_PREFS, loadNarrationPrefs, sanitisePrefs, saveNarrationPrefs, withChange } from './narration-prefs';

describe('narration preferences', () => {
  it('keep only known speeds and a real continuous flag', () => {
    expect(sanitisePrefs({ rate: 1.25, continuous: true })).toEqual({ rate: 1.25, continuous: true });
    expect(sanitisePrefs({ rate: 3, continuous: 'yes' })).toEqual(DEFAULT_PREFS);
    expect(sanitisePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(sanitisePrefs('0.75')).toEqual(DEFAULT_PREFS);
  });

  it('round-trip through storage', async () => {
    const store = createMemoryStore();
    expect(await loadNarrationPrefs(store)).toEqual(DEFAULT_PREFS);
    await saveNarrationPrefs({ rate: 0.75, continuous: true }, store);
    expect(await store.get(STORAGE_KEYS.narration)).toEqual({ rate: 0.75, continuous: true });
    expect(await loadNarrationPrefs(store)).toEqual({ rate: 0.75, continuous: true });
  });

  it('fall back to the defaults when storage fails', async () => {
    const boom = () => Promise.reject(new Error('boom'));
    const broken = { get: boom, set: boom, update: boom, del: async () => {} };
    expect(await loadNarrationPrefs(broken)).toEqual(DEFAULT_PREFS);
    await expect(saveNarrationPrefs({ rate: 1.5, continuous: false }, broken)).resolves.toBeUndefined();
  });

  it('a change of one preference keeps the other, whichever tab stored it', async () => {
    const store = createMemoryStore();
    await saveNarrationPrefs({ rate: 1.5 }, store);
    await saveNarrationPrefs({ continuous: true }, store);
    expect(await loadNarrationPrefs(store)).toEqual({ rate: 1.5, continuous: true });
    await saveNarrationPrefs({ rate: 0.75 }, store);
    expect(await loadNarrationPrefs(store)).toEqual({ rate: 0.75, continuous: true });
  });

  it('a change from another tab applies field by field; what it does not name stays', () => {
    const mine = { rate: 1.25, continuous: true } as const;
    expect(withChange(mine, { rate: 0.75 })).toEqual({ rate: 0.75, continuous: true });
    expect(withChange(mine, { continuous: false, rate: 9 })).toEqual({ rate: 1.25, continuous: false });
    expect(withChange(mine, 'junk')).toEqual(mine);
  });
});
