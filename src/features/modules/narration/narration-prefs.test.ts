import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, STORAGE_KEYS, type AtomicStore } from '@/lib/storage';
import { isSyncMessage } from '@/lib/synced-store';
import { tabChannel } from '@/lib/tabs';
import { testHub } from '@/test/sync-tabs';
import { createNarrationPrefs, DEFAULT_PREFS, sanitisePrefs, withChange, type NarrationPrefs } from './narration-prefs';

/** The preferences a page over `kv` reads at start-up. */
async function prefsOn(kv: AtomicStore, channel = tabChannel('prefs-test', isSyncMessage)) {
  const hub = testHub(kv, channel);
  const prefs = createNarrationPrefs(hub);
  await hub.loadAll();
  return { prefs, hub };
}
const loadNarrationPrefs = async (kv: AtomicStore) => (await prefsOn(kv)).prefs.getSnapshot();
async function saveNarrationPrefs(change: Partial<NarrationPrefs>, kv: AtomicStore) {
  await (await prefsOn(kv)).prefs.write(change);
}

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
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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

  it('a choice made in one tab shows in the other without a reload', async () => {
    const kv = createMemoryStore();
    const channel = `prefs-tabs-${Math.random()}`;
    const a = await prefsOn(kv, tabChannel(channel, isSyncMessage));
    const b = await prefsOn(kv, tabChannel(channel, isSyncMessage));
    const stop = b.hub.start();
    await a.prefs.write({ rate: 1.25 });
    await vi.waitFor(() => expect(b.prefs.getSnapshot()).toEqual({ rate: 1.25, continuous: false }));
    stop();
  });

  it('a change from another tab applies field by field; what it does not name stays', () => {
    const mine = { rate: 1.25, continuous: true } as const;
    expect(withChange(mine, { rate: 0.75 })).toEqual({ rate: 0.75, continuous: true });
    expect(withChange(mine, { continuous: false, rate: 9 })).toEqual({ rate: 1.25, continuous: false });
    expect(withChange(mine, 'junk')).toEqual(mine);
  });
});
