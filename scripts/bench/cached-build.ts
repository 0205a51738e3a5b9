/**
 * Builds the self-test needs, each made once and kept until its sources change: the folder holds
 * the content hash of what went into it (SOURCE_HASH_FILE), and a build whose hash matches is
 * used as it is. The folders are under dist-* (gitignored).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { viteBuild } from './build';

export const SOURCE_HASH_FILE = '.bench-source-hash';

/**
 * What a production build is made from, as git pathspecs (tests, docs and the bench's own code are
 * not; the files a variant adds are hashed beside these: cachedBuild's `files`).
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'sw',
  'deploy',
  'api',
  'scripts',
  ':(exclude)scripts/bench',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'lingui.config.ts',
  'package.json',
  'package-lock.json',
  ':(exclude,glob)**/*.test.ts',
  ':(exclude,glob)**/*.test.tsx',
];

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * One hash over the build's inputs as they are in the working tree: git's blob ids of the index,
 * then the content of every file changed since or not yet tracked, then the variant's own files
 * and words (its name, flags, VITE_* environment).
 */
export function sourceHash(variant: string[], files: string[] = []): string {
  const hash = createHash('sha256');
  hash.update(git(['ls-files', '-s', '--', ...BUILD_INPUTS]));
  const changed = [
    ...git(['diff', '--name-only', '--', ...BUILD_INPUTS]).split('\n'),
    ...git(['ls-files', '-o', '--exclude-standard', '--', ...BUILD_INPUTS]).split('\n'),
  ].filter(Boolean);
  for (const file of [...changed.sort(), ...files]) {
    hash.update(`\0${file}\0`);
    hash.update(existsSync(file) ? readFileSync(file) : 'deleted');
  }
  hash.update(JSON.stringify(variant));
  return hash.digest('hex');
}

/** Builds into `outDir` unless the build already there was made from the same sources. */
export function cachedBuild(
  outDir: string,
  args: string[],
  { env = {}, files = [] }: { env?: Record<string, string>; files?: string[] } = {},
): { outDir: string; built: boolean } {
  const vite = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort();
  const hash = sourceHash([outDir, ...args, JSON.stringify(env), JSON.stringify(vite)], files);
  const stamp = path.join(outDir, SOURCE_HASH_FILE);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`build: ${outDir} is up to date (source hash ${hash.slice(0, 12)})`);
    return { outDir, built: false };
  }
  viteBuild(outDir, args, env);
  writeFileSync(stamp, hash);
  return { outDir, built: true };
}
