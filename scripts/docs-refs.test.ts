import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Where a comment's "§N" points: product notes or design decisions, both in docs/. */
const DOCS = { spec: 'docs/product.md', 'design-notes': 'docs/decisions.md' } as const;

function headings(file: string): Set<string> {
  return new Set([...readFileSync(file, 'utf8').matchAll(/^## (§\d+)\b/gm)].map((m) => m[1]));
}

function references(): { where: string; doc: keyof typeof DOCS | null; section: string }[] {
  const out = execFileSync('git', ['grep', '-nI', '§', '--', 'src', 'sw', 'mocks', 'scripts', 'tests', ':!scripts/docs-refs.test.ts'], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const where = line.slice(0, line.indexOf(':', line.indexOf(':') + 1));
      // "spec §5, §9": a bare § belongs to the document named before it on the line.
      let doc: keyof typeof DOCS | null = null;
      return [...line.matchAll(/(?:(spec|design[- ]notes)\W{0,3})?(§\d+)/gi)].map((m) => {
        if (m[1]) doc = m[1].toLowerCase().startsWith('spec') ? 'spec' : 'design-notes';
        return { where, doc, section: m[2] };
      });
    });
}

describe('§ references in the code', () => {
  it('each names its document and resolves to a heading in docs/', () => {
    const known = { spec: headings(DOCS.spec), 'design-notes': headings(DOCS['design-notes']) };
    const refs = references();
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter((r) => !r.doc || !known[r.doc].has(r.section)).map((r) => `${r.where} ${r.doc ?? '?'} ${r.section}`);
    expect(broken).toEqual([]);
  });
});
