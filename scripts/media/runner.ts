import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { VERSIONS } from './config';
import { pool } from './exec';
import { inputHash, sha256 } from './hash';
import type { Job } from './job';
import { isUpToDate, type Manifest } from './manifest';
import { publicFile } from './paths';

export function jobHash(job: Job): string {
  return inputHash(VERSIONS[job.kind], job.inputs);
}

/**
 * Drops repeated jobs (same id and inputs, e.g. a PDF listed in two blocks).
 * A path claimed by two jobs with different inputs is a content error: the
 * first wins and a warning names both.
 */
export function dedupeJobs(jobs: readonly Job[], warn: (msg: string) => void = console.warn): Job[] {
  const byId = new Map<string, { job: Job; hash: string }>();
  const owner = new Map<string, string>();
  const out: Job[] = [];
  for (const job of jobs) {
    const hash = jobHash(job);
    const seen = byId.get(job.id);
    if (seen) {
      if (seen.hash !== hash) warn(`media: ${job.id} is generated from two different inputs; keeping the first`);
      continue;
    }
    const clash = job.outputs.find((p) => owner.has(p));
    if (clash) {
      warn(`media: ${clash} is an output of both ${owner.get(clash)} and ${job.id}; skipping ${job.id}`);
      continue;
    }
    byId.set(job.id, { job, hash });
    job.outputs.forEach((p) => owner.set(p, job.id));
    out.push(job);
  }
  return out;
}

export interface RunOptions {
  publicDir: string;
  manifest: Manifest;
  parallelism: number;
  /** Rebuild even when up to date. */
  force?: boolean;
  /** Only report what would be built. */
  dryRun?: boolean;
  /** Delete outputs of manifest jobs that are no longer planned. */
  prune?: boolean;
  log?: (msg: string) => void;
}

export interface RunReport {
  built: string[];
  skipped: string[];
  removed: string[];
  failed: { id: string; error: string }[];
}

async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function removeEmptyDirs(dir: string, stopAt: string): Promise<void> {
  let current = dir;
  while (current.startsWith(stopAt) && current !== stopAt && existsSync(current)) {
    if ((await readdir(current)).length > 0) return;
    await rmdir(current);
    current = dirname(current);
  }
}

/** Runs what is out of date (phase 0 then phase 1) and updates the manifest in place. */
export async function runJobs(jobs: readonly Job[], opts: RunOptions): Promise<RunReport> {
  const log = opts.log ?? (() => {});
  const report: RunReport = { built: [], skipped: [], removed: [], failed: [] };
  const { manifest, publicDir } = opts;

  for (const phase of [0, 1] as const) {
    const todo: { job: Job; hash: string }[] = [];
    for (const job of jobs.filter((j) => j.phase === phase)) {
      const hash = jobHash(job);
      if (!opts.force && (await isUpToDate(manifest, job.id, hash, job.outputs, publicDir))) {
        report.skipped.push(job.id);
      } else todo.push({ job, hash });
    }
    if (opts.dryRun) {
      report.built.push(...todo.map((t) => t.job.id));
      continue;
    }
    await pool(
      opts.parallelism,
      todo.map(({ job, hash }) => async () => {
        const tmpDir = await mkdtemp(join(tmpdir(), 'media-'));
        try {
          const files = await job.build({ publicDir, tmpDir });
          const missing = job.outputs.filter((p) => !(p in files));
          if (missing.length) throw new Error(`did not produce ${missing.join(', ')}`);
          const outputs: Record<string, string> = {};
          for (const path of job.outputs) {
            const data = files[path];
            await writeAtomic(publicFile(publicDir, path), data);
            outputs[path] = sha256(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
          }
          manifest.jobs[job.id] = { input: hash, outputs };
          report.built.push(job.id);
          log(`built ${job.outputs.join(', ')}`);
        } catch (err) {
          delete manifest.jobs[job.id];
          const error = err instanceof Error ? err.message : String(err);
          report.failed.push({ id: job.id, error });
          log(`FAILED ${job.id}: ${error}`);
        } finally {
          await rm(tmpDir, { recursive: true, force: true });
        }
      }),
    );
  }

  if (opts.prune && !opts.dryRun) {
    const current = new Set(jobs.map((j) => j.id));
    const live = new Set(jobs.flatMap((j) => j.outputs));
    const root = resolve(publicDir);
    for (const id of Object.keys(manifest.jobs)) {
      if (current.has(id)) continue;
      for (const path of Object.keys(manifest.jobs[id].outputs)) {
        if (live.has(path)) continue;
        const file = publicFile(publicDir, path);
        if (existsSync(file)) {
          await unlink(file);
          await removeEmptyDirs(dirname(file), root);
          report.removed.push(path);
          log(`removed ${path}`);
        }
      }
      delete manifest.jobs[id];
    }
  }
  return report;
}
