import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BALLAST_GZIP_BYTES, ballastSource, slowNextSource, withBallastImport } from './slowed';

describe('the slowed build’s transforms', () => {
  it('put a 150 ms busy loop before the Next handler of the real SlideControls.tsx, and fail if it changed shape', () => {
    const source = readFileSync('src/features/modules/slides/SlideControls.tsx', 'utf8');
    const slowed = slowNextSource(source);
    expect(slowed).toContain(
      'onClick={last ? onFinish : () => { const end = performance.now() + 150; while (performance.now() < end); onNext(); }}',
    );
    expect(slowed).not.toContain('onClick={last ? onFinish : onNext}');
    expect(() => slowNextSource(source.replace('onNext}', 'goNext}'))).toThrow(/no longer in/);
  });

  it('make the real ModuleRoutePage.tsx load the ballast chunk, and fail if it changed shape', () => {
    const source = readFileSync('src/app/ModuleRoutePage.tsx', 'utf8');
    expect(withBallastImport(source)).toContain("void import('virtual:bench-ballast')");
    expect(() => withBallastImport('export const Other = 1;')).toThrow(/no ModuleRoutePage/);
  });

  it('make a ballast of at least 40 KB gzip that is the same every time', () => {
    const source = ballastSource();
    const gzip = gzipSync(source, { level: 9 }).length;
    expect(gzip).toBeGreaterThanOrEqual(BALLAST_GZIP_BYTES);
    expect(gzip).toBeLessThan(BALLAST_GZIP_BYTES * 1.1);
    expect(ballastSource()).toBe(source);
  });
});
