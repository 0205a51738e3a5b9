import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfflineDeps } from './offline-deps';
import { emptyPrefs } from './pack-prefs';
import { makeIndex } from './test-fixtures';

/** The page's pack manager over a fake device: an empty cache, every download succeeds. */
const device = vi.hoisted(() => ({ cache: new Map<string, string | undefined>(), loads: 0 }));
vi.mock('./offline-deps', () => {
  const deps: OfflineDeps = {
    supported: () => true,
    online: () => true,
    videoFormat: () => 'mp4',
    loadIndex: async (lang) => (device.loads++, lang === 'en' ? makeIndex() : null),
    listCached: async () => new Map(device.cache),
    verifyCached: async (url) => device.cache.has(url),
    download: async (url, expected, { onProgress }) => {
      onProgress(expected.bytes, expected.bytes);
      device.cache.set(url, expected.sha256);
    },
    deleteCached: async (urls) => [...urls].forEach((u) => device.cache.delete(u)),
    assetUrl: (path) => `http://app${path}`,
    estimate: async () => ({ usage: 0, quota: 1e9, persisted: true }),
    persist: async () => true,
    loadPrefs: async () => emptyPrefs(),
    savePrefs: async () => undefined,
    retryGate: () => ({ wait: async () => undefined, reset: () => undefined }),
  };
  return { browserDeps: deps };
});

const { useModuleOffline, usePack } = await import('./hooks');
const { packActions } = await import('./actions');
const { packManager } = await import('./pack-manager');

describe('pack hooks: what the offline UI displays', () => {
  it('reads the device once start-up opens the language, and follows a pack as the user downloads it', async () => {
    const pack = renderHook(() => usePack('en', 'implementation'));
    const module = renderHook(() => useModuleOffline('en', '1-implementation'));
    await new Promise((r) => setTimeout(r, 20));
    // Displaying starts nothing.
    expect(device.loads).toBe(0);
    expect(pack.result.current).toBeNull();
    // As start-up starts the engine (packs/start.ts): the hooks follow its store.
    await act(() => packManager.openLanguage('en'));
    await waitFor(() => expect(pack.result.current).not.toBeNull());
    expect(pack.result.current).toMatchObject({ complete: false, cachedFiles: 0 });
    expect(module.result.current.ready).toBe(false);

    await act(() => packActions.start('en:implementation'));
    await waitFor(() => expect(pack.result.current?.complete).toBe(true));
    expect(module.result.current).toMatchObject({ ready: true });
    expect(pack.result.current?.cachedFiles).toBe(pack.result.current?.files);
  });

  it('gives nothing for a language whose content index is not on this device', async () => {
    const { result } = renderHook(() => usePack('fr', 'core'));
    const loads = device.loads;
    await act(() => packManager.openLanguage('fr'));
    expect(device.loads).toBe(loads + 1);
    expect(result.current).toBeNull();
  });
});
