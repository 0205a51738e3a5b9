import { describe, expect, it, vi } from 'vitest';
import { keepScreenOn } from './wake-lock';

function fakeApi() {
  const release = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => Promise.resolve({ release }));
  return { nav: { wakeLock: { request } } as unknown as Navigator, request, release };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keepScreenOn', () => {
  it('asks for a screen wake lock', () => {
    const { nav, request } = fakeApi();
    const lock = keepScreenOn(nav, document);
    expect(request).toHaveBeenCalledWith('screen');
    lock.release();
  });

  it('asks again when the page becomes visible again, not while hidden', () => {
    const { nav, request } = fakeApi();
    const lock = keepScreenOn(nav, document);
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(2);
    lock.release();
  });

  it('releases the lock on leaving and stops asking for it', async () => {
    const { nav, request, release } = fakeApi();
    const lock = keepScreenOn(nav, document);
    lock.release();
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does nothing, and throws nothing, without the API or when the browser refuses', async () => {
    expect(() => keepScreenOn({} as Navigator, document).release()).not.toThrow();
    const refused = { wakeLock: { request: vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError'))) } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lock = keepScreenOn(refused as unknown as Navigator, document);
    await Promise.resolve();
    expect(() => lock.release()).not.toThrow();
    warn.mockRestore();
  });
});
