import { describe, expect, it, vi } from 'vitest';
import { createSyncStore, memoryStorageBackend } from '@/lib/sync-storage';
import { Journal, type PendingCall } from './journal';

/** A journal over a localStorage of its own. */
const journalOf = (limits?: ConstructorParameters<typeof Journal>[1]) => {
  const backend = memoryStorageBackend();
  return new Journal(
    createSyncStore(() => backend),
    limits,
  );
};

const call = (n: number, body: unknown = { n }): PendingCall => ({ key: `k${n}`, path: '/track', body, createdAt: 1000 + n, order: n });

describe('the outbox journal (localStorage)', () => {
  it('keeps one entry per call under its event id, oldest first, until removed', () => {
    const backend = memoryStorageBackend();
    const journal = new Journal(createSyncStore(() => backend));
    for (const n of [3, 1, 2]) expect(journal.add(call(n))).toBe(true);
    expect(backend.getItem('toolkit.outboxJournal.k1')).toBe(JSON.stringify({ path: '/track', body: { n: 1 }, createdAt: 1001, order: 1 }));
    expect(journal.entries().map((c) => c.key)).toEqual(['k1', 'k2', 'k3']);
    journal.remove('k2');
    expect(journal.entries().map((c) => c.key)).toEqual(['k1', 'k3']);
  });

  it('stays within its entry limit: the oldest give way, with a log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const journal = journalOf({ maxEntries: 3, maxChars: 10_000 });
    for (const n of [1, 2, 3, 4, 5]) journal.add(call(n));
    expect(journal.entries().map((c) => c.key)).toEqual(['k3', 'k4', 'k5']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outbox journal full'), expect.anything());
  });

  it('stays within its size limit, and does not journal a call larger than the whole', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const journal = journalOf({ maxEntries: 500, maxChars: 250 });
    const text = 'x'.repeat(40);
    for (const n of [1, 2, 3, 4]) journal.add(call(n, { text }));
    expect(journal.entries().map((c) => c.key)).toEqual(['k3', 'k4']);
    expect(journal.add(call(5, { text: 'x'.repeat(300) }))).toBe(false);
    expect(journal.entries().map((c) => c.key)).toEqual(['k3', 'k4']);
  });

  it('removes an entry that is not a call (cut short, written by hand) instead of keeping it for ever', () => {
    const backend = memoryStorageBackend();
    backend.setItem('toolkit.outboxJournal.bad', '{"path":');
    backend.setItem('toolkit.paintHints', '{}');
    expect(new Journal(createSyncStore(() => backend)).entries()).toEqual([]);
    expect(backend.getItem('toolkit.outboxJournal.bad')).toBeNull();
    expect(backend.getItem('toolkit.paintHints')).toBe('{}');
  });

  it('never throws: a full, a refusing or a disabled localStorage is logged and the call not journaled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      ...memoryStorageBackend(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const disabled = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const journal of [new Journal(createSyncStore(() => full)), new Journal(createSyncStore(disabled))]) {
      expect(journal.add(call(1))).toBe(false);
      expect(journal.entries()).toEqual([]);
      expect(() => journal.remove('k1')).not.toThrow();
    }
    expect(warn).toHaveBeenCalled();
  });
});
