import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the app, the boot scripts and the service worker (tests excluded). */
function sources(): { file: string; text: string }[] {
  return ['src', 'sw'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('test-'))
      .map((f) => path.join(dir, f))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') })),
  );
}

/**
 * The rules the boot scripts (src/boot/) and the app both follow, each written in one file and
 * imported by both (issue #52): what marks the rule's own code is found in that file alone.
 */
const RULES: [rule: string, marker: RegExp, home: string][] = [
  ['an event id is a UUID v4 built from random bytes', /\b(0x40|64)\b.*\b(0x3f|63)\b|\b(0x3f|63)\b.*\b(0x80|128)\b/, 'src/lib/event-id.ts'],
  ['a reload happens at most once in a short while', /sessionStorage[\s\S]*location\.reload\(\)/, 'src/lib/reload-guard.ts'],
  ['the worker is registered at /sw.js for the whole origin', /['"`]\/sw\.js['"`]/, 'sw/shared.ts'],
  ['the worker is asked to take over with SKIP_WAITING', /['"`]SKIP_WAITING['"`]/, 'sw/shared.ts'],
  [
    'the canonical address: the prefix in lowercase, an unbuilt language in the default’s place',
    /\.toLowerCase\(\);\s*if \(!isPrefix/,
    'src/lib/canonical-path.ts',
  ],
  ['the language: a stored one, else the browser’s, among those built', /slice\(0, 2\)\.toLowerCase\(\)/, 'src/lib/canonical-path.ts'],
  ['the system theme: more contrast first, then dark', /\(prefers-contrast: more\)/, 'src/lib/display-rules.ts'],
];

describe('each rule of the boot scripts and the app, once', () => {
  const all = sources();
  it.each(RULES)('%s', (_rule, marker, home) => {
    expect(all.filter(({ text }) => marker.test(text)).map(({ file }) => file)).toEqual([home]);
  });

  it('the boot scripts are TypeScript: no .js source tracked in src/ (compiled catalogues are not tracked)', () => {
    expect(execFileSync('git', ['ls-files', 'src/**/*.js', 'src/*.js'], { encoding: 'utf8' }).trim()).toBe('');
  });
});
