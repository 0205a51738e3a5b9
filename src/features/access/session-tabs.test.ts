import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/storage';
import { isSyncMessage } from '@/lib/synced-store';
import { tabChannel } from '@/lib/tabs';
import { testHub } from '@/test/sync-tabs';
import { createSessionStore } from './session-store';

let run = 0;
/** Two tabs over one storage and one channel name; each has its own session store, as a page has. */
function twoTabs() {
  run += 1;
  const kv = createMemoryStore();
  return [0, 1].map(() => {
    const hub = testHub(kv, tabChannel(`session-tabs-${run}`, isSyncMessage));
    return { hub, session: createSessionStore(hub) };
  });
}

const heardBy = (tab: ReturnType<typeof twoTabs>[number]) =>
  new Promise<void>((resolve) => {
    const stop = tab.session.subscribe(() => {
      stop();
      resolve();
    });
  });

describe('the session across tabs', () => {
  it('a sign-in in one tab signs in the other, which stored nothing itself', async () => {
    const [a, b] = twoTabs();
    const stop = b.hub.start();
    const heard = heardBy(b);
    await a.session.write({ id: 'learner-9', lang: 'en' });
    await heard;
    expect(b.session.getSnapshot()).toEqual({ id: 'learner-9', lang: 'en' });
    stop();
  });

  it('a language chosen in one tab becomes the other tab’s language, and a sign-out signs both out', async () => {
    const [a, b] = twoTabs();
    const stops = [a.hub.start(), b.hub.start()];
    await b.session.write({ id: 'learner-9', lang: 'en' });
    await vi.waitFor(() => expect(a.session.getSnapshot().id).toBe('learner-9'));
    const heard = heardBy(b);
    await a.session.write({ lang: 'fr' });
    await heard;
    expect(b.session.getSnapshot()).toEqual({ id: 'learner-9', lang: 'fr' });
    const out = heardBy(b);
    await a.session.write({ id: null });
    await out;
    expect(b.session.getSnapshot()).toEqual({ id: null, lang: 'fr' });
    stops.forEach((stop) => stop());
  });

  it('a tab that does not follow (before start-up) keeps its own session', async () => {
    const [a, b] = twoTabs();
    await a.session.write({ id: 'learner-9', lang: 'en' });
    await new Promise((r) => setTimeout(r, 20));
    expect(b.session.getSnapshot()).toEqual({ id: null, lang: null });
  });
});
