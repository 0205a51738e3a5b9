import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, STORAGE_KEYS } from '@/lib/storage';
import { createSyncStore, memoryStorageBackend } from '@/lib/sync-storage';
import { emptyPrefs, loadPrefs, savePrefs } from './pack-prefs';

const paused = { wanted: { 'en:promotional': true }, paused: { 'en:promotional': true } } as const;

describe('pack choices', () => {
  it('are stored in the task of the press, before anything is awaited', () => {
    const backend = memoryStorageBackend();
    void savePrefs(
      paused,
      createSyncStore(() => backend),
    );
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.packs)!)).toEqual(paused);
  });

  it('are read back as stored', async () => {
    const local = createSyncStore(memoryStorageBackend);
    const backend = memoryStorageBackend();
    const store = createSyncStore(() => backend);
    await savePrefs(paused, store);
    expect(await loadPrefs(store, createMemoryStore())).toEqual(paused);
    expect(await loadPrefs(local, createMemoryStore())).toEqual(emptyPrefs());
  });

  it('are read from IndexedDB on a device of the earlier layout until the first choice here', async () => {
    const backend = memoryStorageBackend();
    const local = createSyncStore(() => backend);
    const idb = createMemoryStore();
    await idb.set(STORAGE_KEYS.packs, paused);
    expect(await loadPrefs(local, idb)).toEqual(paused);
    await savePrefs(emptyPrefs(), local);
    expect(await loadPrefs(local, idb)).toEqual(emptyPrefs());
  });

  it('read as none when what is stored is not choices', async () => {
    const backend = memoryStorageBackend();
    backend.setItem(STORAGE_KEYS.packs, '{"wanted":"all"}');
    const idb = createMemoryStore();
    await idb.set(STORAGE_KEYS.packs, 'garbage');
    expect(
      await loadPrefs(
        createSyncStore(() => backend),
        idb,
      ),
    ).toEqual(emptyPrefs());
  });

  it('hold for the page where localStorage refuses every write', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = createSyncStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await expect(savePrefs(paused, refusing)).resolves.toBeUndefined();
    expect(await loadPrefs(refusing, createMemoryStore())).toEqual(emptyPrefs());
    error.mockRestore();
  });
});
