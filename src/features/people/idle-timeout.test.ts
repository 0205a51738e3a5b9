import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createEvents } from '@/lib/store';
import { memoryJournal, testHub } from '@/test/sync-tabs';
import { createIdleSetting, type IdleMinutes } from './idle-setting';
import { SHARE_EVERY_MS, watchIdle, type IdleClock } from './idle-timeout';
import { listPeople } from './people';
import { createPeopleStore } from './people-store';
import { addPerson } from './add-person';

const MINUTE = 60_000;

/** A clock the test moves by hand: timers run as it passes them. */
function fakeClock(): IdleClock & { advance(ms: number): void } {
  let now = 1_000_000;
  let timers: { at: number; then: () => void }[] = [];
  return {
    now: () => now,
    after(ms, then) {
      const timer = { at: now + ms, then };
      timers.push(timer);
      return () => void (timers = timers.filter((t) => t !== timer));
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.then();
      }
      now = end;
    },
  };
}

/** Two people, Bea chosen, the idle timeout set to `minutes`; `shared` is the device's localStorage. */
async function device(minutes: IdleMinutes, shared = memoryJournal()) {
  const people = createPeopleStore(testHub(), { kv: createMemoryStore(), journal: memoryJournal() });
  await people.store.load();
  await addPerson(people, 'Bea', 'Ana');
  await people.switchTo(listPeople(people.store.getSnapshot())[1].id);
  const setting = createIdleSetting(shared, () => () => undefined);
  setting.set(minutes);
  const clock = fakeClock();
  const activity = createEvents();
  const stop = watchIdle({ clock, setting, shared, people, onActivity: activity.on });
  const chosen = () => people.store.getSnapshot().active;
  return { people, clock, activity, stop, chosen, setting, shared };
}

describe('the idle timeout', () => {
  it('returns to the picker after the chosen minutes without use', async () => {
    const d = await device(5);
    d.clock.advance(5 * MINUTE - 1);
    expect(d.chosen()).not.toBeNull();
    d.clock.advance(1);
    expect(d.chosen()).toBeNull();
    d.stop();
  });

  it('counts any activity as use, from its time on', async () => {
    const d = await device(5);
    d.clock.advance(4 * MINUTE);
    d.activity.emit();
    d.clock.advance(4 * MINUTE);
    expect(d.chosen()).not.toBeNull();
    d.clock.advance(MINUTE);
    expect(d.chosen()).toBeNull();
    d.stop();
  });

  it('counts another tab’s activity (shared through localStorage), written at most every few seconds', async () => {
    const d = await device(15);
    d.clock.advance(10 * MINUTE);
    // Another tab of the device was used just now.
    d.shared.set(STORAGE_KEYS.lastActive, d.clock.now());
    d.clock.advance(10 * MINUTE);
    expect(d.chosen()).not.toBeNull();
    d.clock.advance(5 * MINUTE);
    expect(d.chosen()).toBeNull();
    // This tab's own activity is shared, but not at every event.
    d.activity.emit();
    const first = d.shared.get(STORAGE_KEYS.lastActive);
    d.clock.advance(SHARE_EVERY_MS - 1);
    d.activity.emit();
    expect(d.shared.get(STORAGE_KEYS.lastActive)).toBe(first);
    d.stop();
  });

  it('does nothing when off (the default) or when the device has one person', async () => {
    const off = await device(0);
    off.clock.advance(60 * MINUTE);
    expect(off.chosen()).not.toBeNull();
    off.setting.set(5);
    off.clock.advance(5 * MINUTE);
    expect(off.chosen()).toBeNull();
    off.stop();

    const one = await device(5);
    await one.people.remove(listPeople(one.people.store.getSnapshot())[0].id);
    one.clock.advance(30 * MINUTE);
    expect(listPeople(one.people.store.getSnapshot())).toHaveLength(1);
    expect(one.people.store.getSnapshot().active).not.toBeNull();
    one.stop();
  });
});
