import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { MockApi } from '../tests/support/mock-api';

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

/** README.md and every docs/*.md, by path. */
function markdownFiles(): string[] {
  return [
    'README.md',
    ...readdirSync('docs')
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
}

/** A row of the README's repository layout (`features/`, `docs/`…) with its continuation lines. */
function layoutRow(name: string): string {
  const readme = readFileSync('README.md', 'utf8');
  const lines = readme.slice(readme.indexOf('## Repository layout')).split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*${name}/\\s`).test(line));
  expect(start, `README layout row ${name}/`).toBeGreaterThan(0);
  const rest = lines.slice(start + 1);
  const more = rest.slice(
    0,
    rest.findIndex((line) => !/^ {16}\S/.test(line)),
  );
  return [lines[start].replace(new RegExp(`^\\s*${name}/`), ''), ...more].join(' ');
}

/** The "- <lead>" bullet of a markdown file, its continuation lines included. */
function bullet(file: string, lead: string): string {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n- ${lead}`);
  expect(start, `${file}: bullet "${lead}"`).toBeGreaterThan(0);
  const end = text.indexOf('\n- ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Folder names written as `name/` on their own (not inside a longer path). */
const folderNames = (text: string) => new Set([...text.matchAll(/(?:^|[\s,])([a-z-]+)\/(?=[\s,(]|$)/g)].map((m) => m[1]));

const featureFolders = () =>
  new Set(
    readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );

/** A catalogue path with its language written as {lang}. */
const anyLang = (file: string) => file.replace(/\/locales\/(?:[a-z]{2}|\{lang\}|\{en,fr\}|<code>)\//, '/locales/{lang}/');

describe('lists in the docs match the tree', () => {
  it('the README layout names every feature folder (src/features/*), and no other', () => {
    expect(folderNames(layoutRow('features'))).toEqual(featureFolders());
  });

  it('contributing.md names every feature folder, and no other', () => {
    expect(folderNames(bullet('docs/contributing.md', 'src/features/:'))).toEqual(featureFolders());
  });

  it('the README layout names every document in docs/, and no other', () => {
    const named = new Set(layoutRow('docs').match(/[\w-]+\.md/g));
    expect(named).toEqual(new Set(readdirSync('docs').filter((f) => f.endsWith('.md'))));
  });

  it('architecture.md’s route table has every route of src/lib/paths.ts with its pattern', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const table = doc.slice(doc.indexOf('## Routes'), doc.indexOf('\n## ', doc.indexOf('## Routes') + 1));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const cells = (column: number) => new Set(rows.flatMap((row) => [...row.split('|')[column].matchAll(/`([^`]+)`/g)].map((m) => m[1])));
    expect(cells(1)).toEqual(new Set(Object.keys(paths)));
    expect(cells(2)).toEqual(new Set(Object.values(paths).map((route) => route.pattern)));
  });

  it('every mockApi method the docs name is one the e2e fixture has (tests/support/mock-api.ts)', () => {
    const named = markdownFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/mockApi\.(\w+)\(/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => typeof (MockApi.prototype as unknown as Record<string, unknown>)[n.split(': ')[1]] !== 'function')).toEqual(
      [],
    );
  });

  it('every message catalogue the docs name exists, and contributing.md names each one on disk', () => {
    const onDisk = new Set(execFileSync('git', ['ls-files', '*.po'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(anyLang));
    expect(onDisk.size).toBeGreaterThan(3);
    const named = (file: string) =>
      new Set(
        [...readFileSync(file, 'utf8').matchAll(/src\/[\w/.-]*\/locales\/(?:\{lang\}|\{en,fr\}|<code>)\/[\w-]+\.po/g)].map((m) =>
          anyLang(m[0]),
        ),
      );
    for (const file of markdownFiles())
      expect(
        [...named(file)].filter((c) => !onDisk.has(c)),
        file,
      ).toEqual([]);
    expect(named('docs/contributing.md')).toEqual(onDisk);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => {
      const base = slug(m[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      return n ? `${base}-${n}` : base;
    }),
  );
}

describe('relative links in README.md and docs/', () => {
  it('each reaches a file of the repository, and its #anchor a heading there', () => {
    const broken = markdownFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => {
          const [where, anchor] = target.split('#');
          const to = where ? path.join(path.dirname(file), where) : file;
          if (!existsSync(to)) return true;
          return anchor !== undefined && !(to.endsWith('.md') && anchors(to).has(anchor));
        })
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('reads GitHub’s anchors as GitHub writes them', () => {
    expect(slug('Other engines (WebKit and Firefox)')).toBe('other-engines-webkit-and-firefox');
    expect(slug('Between tabs: progress and preferences')).toBe('between-tabs-progress-and-preferences');
    expect(slug('§1 The product')).toBe('1-the-product');
  });
});
