import { describe, expect, it, vi } from 'vitest';
import { AUTO_DELAY_MS, autoOffline, type AutoConditions } from './auto-offline';

/** A schedule the test runs by hand, recording the delay asked for. */
function manualSchedule() {
  const pending: { run: () => void; delay: number; cancelled: boolean }[] = [];
  const schedule = (run: () => void, delay: number) => {
    const job = { run, delay, cancelled: false };
    pending.push(job);
    return () => void (job.cancelled = true);
  };
  const runDue = () => pending.filter((j) => !j.cancelled).forEach((j) => j.run());
  return { pending, schedule, runDue };
}

function setup() {
  const engine = { resumeWaiting: vi.fn(), auto: vi.fn(async () => undefined) };
  const timing = manualSchedule();
  return { engine, timing, update: autoOffline(engine, timing.schedule) };
}

const on: AutoConditions = { signedIn: true, online: true, lang: 'en' };

describe('autoOffline: background downloads follow session, connection and language', () => {
  it('downloads the page language’s wanted packs only after the delay and an idle moment', () => {
    const { engine, timing, update } = setup();
    update(on);
    expect(engine.auto).not.toHaveBeenCalled();
    expect(timing.pending[0].delay).toBe(AUTO_DELAY_MS);
    expect(AUTO_DELAY_MS).toBeGreaterThanOrEqual(5000);
    timing.runDue();
    expect(engine.auto).toHaveBeenCalledWith('en');
  });

  it('continues packs waiting for the network at once when the connection returns', () => {
    const { engine, update } = setup();
    update({ ...on, online: false });
    expect(engine.resumeWaiting).not.toHaveBeenCalled();
    update(on);
    expect(engine.resumeWaiting).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing before the service code is accepted, or while offline', () => {
    const { engine, timing, update } = setup();
    update({ ...on, signedIn: false });
    update({ ...on, online: false });
    timing.runDue();
    expect(engine.auto).not.toHaveBeenCalled();
    expect(engine.resumeWaiting).not.toHaveBeenCalled();
  });

  it('cancels a scheduled start when the connection drops before it', () => {
    const { engine, timing, update } = setup();
    update(on);
    update({ ...on, online: false });
    timing.runDue();
    expect(engine.auto).not.toHaveBeenCalled();
  });

  it('follows a language switch: the new language’s packs, once', () => {
    const { engine, timing, update } = setup();
    update(on);
    update({ ...on, lang: 'fr' });
    timing.runDue();
    expect(engine.auto.mock.calls).toEqual([['fr']]);
  });

  it('ignores a notification that changes nothing (no second schedule)', () => {
    const { timing, update } = setup();
    update(on);
    update({ ...on });
    expect(timing.pending).toHaveLength(1);
  });
});
