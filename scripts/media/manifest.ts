import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { sha256 } from './hash';
import { publicFile } from './paths';

export interface ManifestEntry {
  /** Hash of the job's inputs and generator version. */
  input: string;
  /** sha256 of each output as written. */
  outputs: Record<string, string>;
}

/** Input hashes of everything generated: what makes re-runs incremental. */
export interface Manifest {
  jobs: Record<string, ManifestEntry>;
}

export async function loadManifest(file: string): Promise<Manifest> {
  if (!existsSync(file)) return { jobs: {} };
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
  return { jobs: parsed.jobs ?? {} };
}

/** Deterministic JSON (sorted keys, trailing newline). */
export function serializeManifest(manifest: Manifest): string {
  const jobs: Record<string, ManifestEntry> = {};
  for (const id of Object.keys(manifest.jobs).sort()) {
    const e = manifest.jobs[id];
    jobs[id] = {
      input: e.input,
      outputs: Object.fromEntries(
        Object.keys(e.outputs)
          .sort()
          .map((p) => [p, e.outputs[p]]),
      ),
    };
  }
  return JSON.stringify({ jobs }, null, 2) + '\n';
}

/** Writes the manifest only when its text changed; returns whether it did. */
export async function saveManifest(file: string, manifest: Manifest): Promise<boolean> {
  const text = serializeManifest(manifest);
  if (existsSync(file) && (await readFile(file, 'utf8')) === text) return false;
  await writeFile(file, text, 'utf8');
  return true;
}

/**
 * A job is up to date when its input hash matches the manifest and every
 * output exists with the recorded content (hand-edited or deleted files rebuild).
 */
export async function isUpToDate(
  manifest: Manifest,
  id: string,
  input: string,
  outputs: readonly string[],
  publicDir: string,
): Promise<boolean> {
  const entry = manifest.jobs[id];
  if (!entry || entry.input !== input) return false;
  const recorded = Object.keys(entry.outputs).sort();
  const wanted = [...outputs].sort();
  if (recorded.length !== wanted.length || recorded.some((p, i) => p !== wanted[i])) return false;
  for (const path of wanted) {
    const file = publicFile(publicDir, path);
    if (!existsSync(file)) return false;
    if (sha256(await readFile(file)) !== entry.outputs[path]) return false;
  }
  return true;
}
