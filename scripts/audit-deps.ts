/**
 * The dependency audit of CI (.ci/run), before the tests: `npm audit --omit=dev --audit-level=high`,
 * failing on a high or critical advisory in a production dependency (what ships in the app).
 *
 * When the registry does not answer npm's advisory endpoint (a mirror or proxy: this machine's
 * answers 405), no advisory can be checked offline. The script then says so loudly and checks what
 * it can without the network: production dependencies pinned to exact versions in package.json and
 * each package of the production tree locked to its content (sha512 in package-lock.json), so what
 * was last audited is what installs. AUDIT_REQUIRED=1 turns an unreachable advisory endpoint into
 * a failure, for a CI that can reach it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type AuditResult = { kind: 'answered'; high: string[] } | { kind: 'unavailable'; reason: string };

interface Lock {
  packages: Record<
    string,
    {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      integrity?: string;
      link?: boolean;
      dev?: boolean;
    }
  >;
}

/** Reads `npm audit --json`: the high and critical advisories, or why there is no answer. */
export function readAudit(json: string): AuditResult {
  let report: { vulnerabilities?: Record<string, { severity: string }>; message?: string; error?: unknown };
  try {
    report = JSON.parse(json);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON' };
  }
  if (!report.vulnerabilities) return { kind: 'unavailable', reason: report.message ?? 'no advisory report' };
  const high = Object.entries(report.vulnerabilities)
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => `${name} (${v.severity})`);
  return { kind: 'answered', high };
}

/** Production dependencies not pinned to one version (a range, a tag, a URL). */
export function unpinned(dependencies: Record<string, string> = {}): string[] {
  return Object.entries(dependencies)
    .filter(([, spec]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec))
    .map(([name, spec]) => `${name}@${spec}`);
}

/** Where npm installed `name` for the package at `from` (Node's lookup: nearest node_modules up the tree). */
function locate(lock: Lock, from: string, name: string): string | null {
  for (let base = from; ; base = base.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const location = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[location]) return location;
    if (!base) return null;
  }
}

/** The lock locations of the production tree: the root's dependencies and theirs, no dev dependency. */
export function productionTree(lock: Lock): string[] {
  const seen = new Set<string>();
  const visit = (from: string) => {
    const entry = lock.packages[from];
    for (const name of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) {
      const location = locate(lock, from, name);
      if (location && !seen.has(location)) {
        seen.add(location);
        visit(location);
      }
    }
  };
  visit('');
  return [...seen];
}

/** Production packages the lock does not pin to their content. */
export function unlocked(lock: Lock): string[] {
  return productionTree(lock).filter(
    (location) => !lock.packages[location].link && !lock.packages[location].integrity?.startsWith('sha512-'),
  );
}

function offlineChecks(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
  return [...unpinned(pkg.dependencies).map((d) => `not pinned: ${d}`), ...unlocked(lock).map((l) => `no sha512 in the lock: ${l}`)];
}

function main(): number {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
  const result = readAudit(run.stdout);
  if (result.kind === 'answered') {
    if (result.high.length) console.error(`High or critical advisories in production dependencies:\n  ${result.high.join('\n  ')}`);
    else console.log('npm audit: no high or critical advisory in production dependencies.');
    return result.high.length ? 1 : 0;
  }
  console.warn(`WARNING: the registry did not answer npm's advisory endpoint (${result.reason}): NO ADVISORY WAS CHECKED.`);
  const problems = offlineChecks();
  if (problems.length) console.error(`Offline checks failed:\n  ${problems.join('\n  ')}`);
  else console.log('Offline checks: production dependencies pinned, and each locked to its content (sha512).');
  return problems.length || process.env.AUDIT_REQUIRED === '1' ? 1 : 0;
}

if (process.argv[1]?.endsWith('audit-deps.ts')) process.exitCode = main();
