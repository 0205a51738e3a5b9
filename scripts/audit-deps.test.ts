// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productionTree, readAudit, unlocked, unpinned } from './audit-deps';

describe('the dependency audit', () => {
  it("reads npm audit's report: high and critical advisories count, others do not", () => {
    const report = { vulnerabilities: { a: { severity: 'high' }, b: { severity: 'moderate' }, c: { severity: 'critical' } }, metadata: {} };
    expect(readAudit(JSON.stringify(report))).toEqual({ kind: 'answered', high: ['a (high)', 'c (critical)'] });
    expect(readAudit(JSON.stringify({ vulnerabilities: {}, metadata: {} }))).toEqual({ kind: 'answered', high: [] });
  });

  it('tells an unanswered advisory endpoint from a clean report (never a pass by mistake)', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    expect(readAudit(JSON.stringify(refused))).toEqual({ kind: 'unavailable', reason: refused.message });
    expect(readAudit('')).toMatchObject({ kind: 'unavailable' });
  });

  it('finds production dependencies not pinned to one version', () => {
    expect(unpinned({ a: '1.2.3', b: '^1.2.3', c: '~2.0.0', d: 'latest', e: 'github:x/y', f: '1.0.0-rc.1' })).toEqual([
      'b@^1.2.3',
      'c@~2.0.0',
      'd@latest',
      'e@github:x/y',
    ]);
  });

  it('walks the production tree as Node resolves it (nested copies first), leaves dev dependencies out, and finds what is not locked', () => {
    const sha = 'sha512-x';
    const lock = {
      packages: {
        '': { dependencies: { a: '1.0.0' }, devDependencies: { dev: '1.0.0' } },
        'node_modules/a': { dependencies: { b: '2.0.0', c: '1.0.0' }, integrity: sha },
        'node_modules/a/node_modules/b': { integrity: sha },
        'node_modules/b': { integrity: sha },
        'node_modules/c': { integrity: 'sha1-old' },
        'node_modules/dev': { dev: true },
      },
    };
    expect(productionTree(lock).sort()).toEqual(['node_modules/a', 'node_modules/a/node_modules/b', 'node_modules/c']);
    expect(unlocked(lock)).toEqual(['node_modules/c']);
  });
});
