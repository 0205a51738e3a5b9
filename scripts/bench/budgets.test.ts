import { describe, expect, it } from 'vitest';
import { entryJsChecks } from './budgets';
import { landedWhereExpected, type RouteLoad } from './routes';

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
  it('pass at 10 KB before first paint and 92 KB in all', () => {
    expect(entryJsChecks(entry([10_000, 82_000], [10_000], 800), '/toolkit/en').map((c) => c.ok)).toEqual([true, true]);
  });

  it('fail just above either', () => {
    expect(entryJsChecks(entry([10_001, 82_000], [10_001], 800), '/toolkit/en').map((c) => c.ok)).toEqual([false, false]);
  });

  it('name the address the screen was reached at: its own, or the start address that goes on to it', () => {
    expect(entryJsChecks(entry([90_000], [], 800), '/toolkit').map((c) => c.name)).toEqual([
      'entry JS before first paint ≤ 10.0 KB gzip, at /toolkit',
      'entry JS ≤ 92.0 KB gzip, at /toolkit',
    ]);
  });

  it('fail "before first paint" when no paint was recorded, rather than count nothing', () => {
    const [before] = entryJsChecks(entry([5_000], [], null), '/toolkit/en');
    expect(before).toMatchObject({ ok: false, detail: 'no first contentful paint recorded' });
  });

  it('fail both when the entry route was not measured', () => {
    expect(entryJsChecks(undefined, '/toolkit').every((c) => !c.ok && c.detail === 'not measured')).toBe(true);
  });
});

describe('where a route ends', () => {
  const at = (path: string, finalPath: string, landsOn?: string): RouteLoad => ({
    ...entry([1], [], 1),
    route: { name: 'r', path, session: false, landsOn },
    finalPath,
  });

  it('is its own address, or for a start address the page it goes on to; anything else is another page', () => {
    expect(landedWhereExpected(at('/toolkit/en', '/toolkit/en'))).toBe(true);
    expect(landedWhereExpected(at('/toolkit', '/toolkit/en', '/toolkit/en'))).toBe(true);
    expect(landedWhereExpected(at('/toolkit', '/toolkit', '/toolkit/en'))).toBe(false);
    expect(landedWhereExpected(at('/toolkit/en/training', '/toolkit/en'))).toBe(false);
  });
});
