/**
 * Specs that start servers of their own run in parallel workers: two specs on one port meet
 * (one fails to listen, or both talk to one server). Each such port belongs to one spec file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_PORTS } from '../tests/support/ports';

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(file);
    return entry.name.endsWith('.spec.ts') ? [file] : [];
  });
}

/** The config's own servers, which every spec shares by design. */
const SHARED = new Set(['local', 'nginx', 'nginxApi', 'nginxProduction']);

describe('e2e ports', () => {
  it('a port a spec starts a server on is used by that spec file alone', () => {
    const users = new Map<string, string[]>();
    for (const file of specFiles('tests')) {
      const names = new Set([...readFileSync(file, 'utf8').matchAll(/E2E_PORTS\.(\w+)/g)].map((m) => m[1]));
      for (const name of names) if (!SHARED.has(name)) users.set(name, [...(users.get(name) ?? []), file]);
    }
    const shared = [...users].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
    for (const name of users.keys()) expect(Object.keys(E2E_PORTS)).toContain(name);
  });

  it('no two names share a number', () => {
    const numbers = Object.values(E2E_PORTS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
