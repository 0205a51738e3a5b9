import { describe, expect, it } from 'vitest';
import { planReconcile } from './reconcile';

describe('planReconcile', () => {
  const current = new Map([
    ['/a.svg', 'sha-a'],
    ['/b.mp3', 'sha-b2'],
    ['/c.pdf', 'sha-c'],
  ]);
  const pathOf = (url: string) => (url.startsWith('http://x') ? url.slice(8) : undefined);

  it('keeps matching copies, deletes changed and unlisted ones, hashes unverified ones', () => {
    const cached = new Map<string, string | undefined>([
      ['http://x/a.svg', 'sha-a'],
      ['http://x/b.mp3', 'sha-b1'],
      ['http://x/c.pdf', undefined],
      ['http://x/gone.svg', 'sha-old'],
      ['http://elsewhere/z', 'sha-z'],
    ]);
    expect(planReconcile(cached, pathOf, current)).toEqual({
      verified: ['/a.svg'],
      toVerify: ['/c.pdf'],
      toDelete: ['http://x/b.mp3', 'http://x/gone.svg', 'http://elsewhere/z'],
    });
  });
});
