import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_DB_NAME, STORAGE_KEYS } from '../../src/lib/storage-keys';
import { bootScript } from './boot';

const SOURCE = await bootScript('entry-gate');

type GateWindow = Window & { toolkitStartApp?: () => void };

/** Runs the built entry gate after a paint gate that left it `start` (a visitor's entry screen). */
function runEntryGate(start: (() => void) | undefined): void {
  (window as GateWindow).toolkitStartApp = start;
  new Function(SOURCE)();
}

const started = () => {
  const start = vi.fn();
  runEntryGate(start);
  return start;
};

describe('the entry screen’s start (src/boot/entry-gate.ts)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    delete (window as GateWindow).toolkitStartApp;
    (document.activeElement as HTMLElement | null)?.blur?.();
    document.body.innerHTML = '';
  });

  it.each([
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a pointer', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a pointer moving', () => document.body.dispatchEvent(new Event('pointermove', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['a focus', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a sign-in stored by another tab', () => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.paintHints }))],
  ])('starts the app at the visitor’s first sign of use, once: %s', async (_, use) => {
    localStorage.setItem(STORAGE_KEYS.paintHints, JSON.stringify({ session: false }));
    const start = started();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    use();
    use();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a code was submitted or a field focused before it ran', () => {
    localStorage.setItem(STORAGE_KEYS.paintHints, JSON.stringify({ session: false }));
    document.body.innerHTML = '<form data-pending-submit><input></form>';
    expect(started()).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '<form><input></form>';
    document.querySelector('input')!.focus();
    expect(started()).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a first visit (no database): waits for the visitor', [], 0],
    ['a device the app has used (its database, maybe a session): starts at once', [{ name: STORAGE_DB_NAME }], 1],
  ])('with no hints, %s', async (_, databases, calls) => {
    vi.stubGlobal('indexedDB', { databases: () => Promise.resolve(databases) });
    const start = started();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).toHaveBeenCalledTimes(calls);
  });

  it('does nothing where the paint gate started the app itself (a stored session)', () => {
    expect(() => runEntryGate(undefined)).not.toThrow();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });

  it('registers the service worker as the app does, once the page has loaded', async () => {
    localStorage.setItem(STORAGE_KEYS.paintHints, JSON.stringify({ session: false }));
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    try {
      const start = started();
      expect(register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
      expect(start).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
