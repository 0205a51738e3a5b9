/**
 * Media generator: builds every slide image, narration MP3, clip, poster,
 * PDF, thumbnail and illustration from the content data of both languages
 * into public/, incrementally, then writes public/content-index/{lang}.json.
 *
 *   npm run media                 # build what changed
 *   npm run media -- --force      # rebuild everything
 *   npm run media -- --check      # exit 1 if anything is out of date (CI)
 *   npm run media -- --lang=en --only=svg,pdf
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentIndexPath } from '../../src/content/assets';
import { loadMediaContent } from '../../src/content/media-content';
import type { Lang, LanguageContent } from '../../src/content/types';
import { CACHE_FILE, LANGS, PARALLELISM, PUBLIC_DIR, VERSIONS } from './config';
import { buildContentIndex, indexTotals, writeIndexFile } from './content-index';
import type { Job } from './job';
import { loadManifest, saveManifest } from './manifest';
import { publicFile } from './paths';
import { planModules } from './plan-modules';
import { planSections } from './plan-sections';
import { dedupeJobs, runJobs } from './runner';
import { assertTools } from './tools';

type Kind = keyof typeof VERSIONS;

async function loadLanguage(lang: Lang): Promise<LanguageContent> {
  try {
    return await loadMediaContent(lang);
  } catch (err) {
    throw new Error(`Cannot load ${lang} content (src/content/${lang}/): ${(err as Error).message}`);
  }
}

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(2)} MB`;

async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      lang: { type: 'string' },
      only: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const started = Date.now();
  const langs = values.lang ? (values.lang.split(',') as Lang[]) : [...LANGS];
  for (const l of langs) if (!LANGS.includes(l)) throw new Error(`Unknown language: ${l}`);
  const only = values.only ? (values.only.split(',') as Kind[]) : undefined;
  for (const k of only ?? []) if (!(k in VERSIONS)) throw new Error(`Unknown kind: ${k} (one of ${Object.keys(VERSIONS).join(', ')})`);
  const partial = !!only || langs.length !== LANGS.length;
  const log = values.quiet ? () => {} : (msg: string) => console.log(msg);

  if (!values.check) assertTools();
  const english = await loadLanguage('en');
  const plans = new Map<Lang, { content: LanguageContent; groups: Parameters<typeof buildContentIndex>[1] }>();
  let jobs: Job[] = [];
  for (const lang of langs) {
    const content = lang === 'en' ? english : await loadLanguage(lang);
    const m = planModules(content, english);
    const s = planSections(content);
    jobs.push(...m.jobs, ...s.jobs);
    plans.set(lang, { content, groups: { modules: m.modules, sections: s.sections } });
  }
  jobs = dedupeJobs(jobs);
  if (only) jobs = jobs.filter((j) => only.includes(j.kind));

  const manifest = await loadManifest(CACHE_FILE);
  const report = await runJobs(jobs, {
    publicDir: PUBLIC_DIR,
    manifest,
    parallelism: PARALLELISM,
    force: values.force,
    dryRun: values.check,
    prune: !partial,
    log,
  });

  if (values.check) {
    console.log(`media --check: ${report.built.length} of ${jobs.length} outputs out of date`);
    for (const id of report.built.slice(0, 20)) console.log(`  ${id}`);
    return report.built.length ? 1 : 0;
  }
  if (await saveManifest(CACHE_FILE, manifest)) log(`updated ${CACHE_FILE}`);

  let failed = report.failed.length > 0;
  for (const [lang, plan] of plans) {
    try {
      const index = await buildContentIndex(lang, plan.groups, PUBLIC_DIR);
      const file = publicFile(PUBLIC_DIR, contentIndexPath(lang));
      if (await writeIndexFile(file, index)) log(`wrote ${resolve(file)}`);
      const t = indexTotals(index);
      console.log(
        `${lang}: ${t.files} files, ${mb(t.bytes)} (${mb(t.bytesWithoutVideo)} without videos), version ${index.version.slice(0, 12)}`,
      );
    } catch (err) {
      if (partial) console.warn(`media: ${lang} index not written (partial run): ${(err as Error).message}`);
      else {
        console.error((err as Error).message);
        failed = true;
      }
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `media: ${report.built.length} built, ${report.skipped.length} up to date, ${report.removed.length} removed, ` +
      `${report.failed.length} failed in ${seconds}s`,
  );
  for (const f of report.failed) console.error(`  FAILED ${f.id}: ${f.error.split('\n')[0]}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
