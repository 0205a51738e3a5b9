import { describe, expect, it } from 'vitest';
import { entryJsChecks } from './budgets';
import type { RouteLoad } from './routes';

const file = (name: string, gzip: number) => ({ file: name, raw: gzip * 3, gzip });

function entry(js: number[], beforePaint: number[], fcp: number | null): RouteLoad {
  return {
    route: { name: 'entry', path: '/toolkit/en', session: false },
    finalPath: '/toolkit/en',
    heading: 'Welcome',
    js: js.map((g, i) => file(`a${i}.js`, g)),
    css: [],
    jsBeforePaint: beforePaint.map((g, i) => file(`a${i}.js`, g)),
    fcp,
  };
}

describe('entry JS budgets', () => {
  it('pass at 10 KB before first paint and 85 KB in all', () => {
    expect(entryJsChecks(entry([10_000, 75_000], [10_000], 800)).map((c) => c.ok)).toEqual([true, true]);
  });

  it('fail just above either', () => {
    expect(entryJsChecks(entry([10_001, 75_000], [10_001], 800)).map((c) => c.ok)).toEqual([false, false]);
  });

  it('fail "before first paint" when no paint was recorded, rather than count nothing', () => {
    const [before] = entryJsChecks(entry([5_000], [], null));
    expect(before).toMatchObject({ ok: false, detail: 'no first contentful paint recorded' });
  });

  it('fail both when the entry route was not measured', () => {
    expect(entryJsChecks(undefined).every((c) => !c.ok && c.detail === 'not measured')).toBe(true);
  });
});
