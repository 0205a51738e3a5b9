import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoConditions } from './auto-offline';
import { createStore } from '@/lib/store';

const engine = vi.hoisted(() => ({ calls: [] as string[], idle: [] as (() => void)[], lead: () => {} }));
vi.mock('./pack-manager', () => ({
  packManager: {
    openLanguage: async (lang: string) => void engine.calls.push(`open ${lang}`),
    auto: async (lang: string) => void engine.calls.push(`auto ${lang}`),
    resumeWaiting: () => undefined,
    mediaCached: async () => undefined,
    // The tab becomes the one that downloads when the test says so.
    joinTabs: (_link: unknown, onLead: () => void) => void (engine.lead = onLead),
  },
}));
const link = {
  channel: { post: () => undefined, listen: () => () => undefined },
  hold: async () => true,
  remembered: () => [],
  remember: () => undefined,
};
const opened = () => engine.calls.filter((c) => c.startsWith('open'));
vi.mock('@/lib/idle', () => ({
  whenIdle: (run: () => void) => (engine.idle.push(run), () => undefined),
}));

/** Conditions the test changes by hand. */
function conditions(initial: AutoConditions) {
  const source = createStore(initial);
  const change = (next: Partial<AutoConditions>) => source.set((now) => ({ ...now, ...next }));
  return { source, change };
}

beforeEach(() => {
  engine.calls.length = 0;
  engine.idle.length = 0;
  vi.resetModules();
});

describe('startPacks: the pack engine’s start, called by start-up only', () => {
  it('reads the learner’s language’s content when the page is idle, not before', async () => {
    const { startPacks } = await import('./start');
    startPacks(conditions({ signedIn: true, online: true, lang: 'en' }).source, link);
    expect(engine.calls).toEqual([]);
    engine.idle.forEach((run) => run());
    expect(opened()).toEqual(['open en']);
  });

  it('reads a new language’s content when the learner’s language changes, at once', async () => {
    const { startPacks } = await import('./start');
    const { source, change } = conditions({ signedIn: true, online: true, lang: 'en' });
    startPacks(source, link);
    engine.idle.splice(0).forEach((run) => run());
    change({ online: false });
    change({ lang: 'fr' });
    expect(opened()).toEqual(['open en', 'open fr']);
  });

  it('starts once, however often it is called', async () => {
    const { startPacks } = await import('./start');
    const { source } = conditions({ signedIn: true, online: true, lang: 'en' });
    startPacks(source, link);
    startPacks(source, link);
    engine.idle.forEach((run) => run());
    expect(opened()).toEqual(['open en']);
  });

  it('downloads by itself only in the tab that downloads for the device, once it is that tab', async () => {
    const { startPacks } = await import('./start');
    startPacks(conditions({ signedIn: true, online: true, lang: 'en' }).source, link);
    engine.idle.splice(0).forEach((run) => run());
    expect(engine.calls).toEqual(['open en']);
    engine.lead();
    engine.idle.splice(0).forEach((run) => run());
    expect(engine.calls).toEqual(['open en', 'auto en']);
  });
});
