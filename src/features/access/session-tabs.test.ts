import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../lib/storage';
import type * as SessionStore from './session-store';

type SessionModule = typeof SessionStore;

/** A tab: its own copy of the session store module (and channel), as a page has. */
async function openTab(): Promise<SessionModule> {
  vi.resetModules();
  return import('./session-store');
}

const heardBy = (tab: SessionModule) =>
  new Promise<void>((resolve) => {
    const stop = tab.sessionStore.subscribe(() => {
      stop();
      resolve();
    });
  });

describe('the session across tabs', () => {
  it('a sign-in in one tab signs in the other, which stored nothing itself', async () => {
    const a = await openTab();
    const b = await openTab();
    const stop = b.followOtherTabs();
    const heard = heardBy(b);
    await a.writeSession({ id: 'learner-9', lang: 'en' }, createMemoryStore());
    await heard;
    expect(b.sessionStore.getSnapshot()).toEqual({ id: 'learner-9', lang: 'en' });
    stop();
  });

  it('a language chosen in one tab becomes the other tab’s language', async () => {
    const a = await openTab();
    const b = await openTab();
    const stop = b.followOtherTabs();
    await b.writeSession({ id: 'learner-9', lang: 'en' }, createMemoryStore());
    const heard = heardBy(b);
    await a.writeSession({ id: 'learner-9', lang: 'fr' }, createMemoryStore());
    await heard;
    expect(b.sessionStore.getSnapshot().lang).toBe('fr');
    stop();
  });

  it('a tab that does not follow (before start-up) keeps its own session', async () => {
    const a = await openTab();
    const b = await openTab();
    await a.writeSession({ id: 'learner-9', lang: 'en' }, createMemoryStore());
    await new Promise((r) => setTimeout(r, 20));
    expect(b.sessionStore.getSnapshot()).toEqual({ id: null, lang: null });
  });
});
