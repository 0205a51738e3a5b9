import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, STORAGE_KEYS } from '../../lib/storage';
import { createStore } from '../../lib/store';
import type { TabChannel } from '../../lib/tabs';
import type { ProgressMessage } from './channel';
import { loadLastVisits, sanitiseVisits, type LastVisits } from './last-visit';
import { recordVisit } from './visit-sync';

const quiet = (): TabChannel<ProgressMessage> & { sent: ProgressMessage[] } => {
  const sent: ProgressMessage[] = [];
  return { sent, post: (m) => void sent.push(m), listen: () => () => undefined };
};

describe('last visits', () => {
  it('keep only well-formed visits', () => {
    expect(sanitiseVisits({ training: { position: 3, slide: 2 }, implementation: { position: 9, slide: 0 }, x: 1 })).toEqual({
      training: { position: 3, slide: 2 },
    });
    expect(sanitiseVisits('nope')).toEqual({});
  });

  it('are written through, read back on the next start and told to the other tabs', async () => {
    const kv = createMemoryStore();
    const visits = createStore<LastVisits>({});
    const channel = quiet();
    await recordVisit('training', { position: 4, slide: 6 }, kv, visits, channel);
    expect(visits.getSnapshot()).toEqual({ training: { position: 4, slide: 6 } });
    expect(await kv.get(STORAGE_KEYS.lastVisit)).toEqual({ training: { position: 4, slide: 6 } });
    expect(channel.sent).toEqual([{ visits: { training: { position: 4, slide: 6 } } }]);
    const next = createStore<LastVisits>({});
    await loadLastVisits(kv, next);
    expect(next.getSnapshot().training).toEqual({ position: 4, slide: 6 });
  });

  it('a tab recording one section keeps the other section another tab recorded meanwhile', async () => {
    const kv = createMemoryStore();
    const tabA = createStore<LastVisits>({});
    const tabB = createStore<LastVisits>({});
    await recordVisit('implementation', { position: 2, slide: 1 }, kv, tabA, quiet());
    await recordVisit('training', { position: 5, slide: 3 }, kv, tabB, quiet());
    expect(await kv.get(STORAGE_KEYS.lastVisit)).toEqual({
      implementation: { position: 2, slide: 1 },
      training: { position: 5, slide: 3 },
    });
  });

  it('storage failures are logged and ignored; the visit still shows in this tab', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fail = () => Promise.reject(new Error('x'));
    const broken = { get: fail, set: fail, del: async () => {}, update: fail };
    const visits = createStore<LastVisits>({});
    await loadLastVisits(broken, visits);
    await recordVisit('implementation', { position: 1, slide: 0 }, broken, visits, quiet());
    expect(visits.getSnapshot().implementation).toEqual({ position: 1, slide: 0 });
  });
});
