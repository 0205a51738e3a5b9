/**
 * npm run measure:packs — how many bytes offline packs really download.
 *
 * Builds nothing: serves an existing build (DIST_DIR, default dist) with the
 * local server on PORT (default 4330), or uses BASE_URL if given. In headless
 * Chromium it signs in, lets the core pack download by itself, makes the
 * training section available offline, and counts media bytes received over the
 * network against the sum of the pack's unique asset sizes (goal: ratio 1.0).
 * Then it deploys a copy of the build with one slide image changed (content
 * index and sw.js precache revision updated), applies the update, and counts
 * what is downloaded again. Figures go to docs/offline-packs.md.
 */
import { chromium, type Browser, type BrowserContext, type Locator } from '@playwright/test';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MOCK_CODES } from '../mocks/codes';
import { CLIENT_COOKIE, type MediaStats } from '../mocks/media-faults';
import type { ContentIndex, IndexEntry } from '../src/content/types';
import { LocalServer } from './local-server';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const PORT = Number(process.env.PORT ?? 4330);
const server = new LocalServer(PORT);
const BASE = process.env.BASE_URL ?? server.origin;
const OUT = path.resolve('docs/offline-packs.md');
const TRAINING_MODULES = ['1-training', '2', '3', '4', '5', '6-training', '7'] as const;

const readIndex = (dist: string): ContentIndex =>
  JSON.parse(readFileSync(path.join(dist, 'content-index/en.json'), 'utf8')) as ContentIndex;

function unique(lists: IndexEntry[][]): IndexEntry[] {
  return [...new Map(lists.flat().map((e) => [e.path, e])).values()];
}

/** Same definitions as src/features/packs/packs.ts, written out independently. */
function corePack(index: ContentIndex): IndexEntry[] {
  return unique([...Object.values(index.modules), ...Object.values(index.sections)]).filter(
    (e) => e.kind !== 'video' && e.kind !== 'captions',
  );
}

function trainingPack(index: ContentIndex): IndexEntry[] {
  const all = unique([index.sections.training, ...TRAINING_MODULES.map((id) => index.modules[id])]);
  const paths = new Set(all.map((e) => e.path));
  // Chromium plays WebM, the first <source>: the MP4 twin is not downloaded.
  return all.filter((e) => !(e.path.endsWith('.mp4') && paths.has(e.path.replace(/\.mp4$/, '.webm'))));
}

const sum = (entries: IndexEntry[]) => entries.reduce((n, e) => n + e.bytes, 0);

/** Network bytes (encoded bodies, not from the worker or HTTP cache) by kind, since the last reset. */
function meter(context: BrowserContext) {
  let media = new Map<string, number>();
  let shell = 0;
  let streamed = new Set<string>();
  context.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const { responseBodySize } = await request.sizes();
    if (responseBodySize <= 0) return;
    const { pathname } = new URL(request.url());
    if (!/^\/(images|audio|videos|pdfs)\//.test(pathname)) {
      if (!pathname.startsWith('/api/')) shell += responseBodySize;
    } else {
      // Whoever asked (the pack, or a <video> previewing with range requests), it is network traffic for the file.
      media.set(pathname, (media.get(pathname) ?? 0) + responseBodySize);
      if (request.headers()['range']) streamed.add(pathname);
    }
  });
  return {
    reset() {
      media = new Map();
      shell = 0;
      streamed = new Set();
    },
    /** Bytes of the given pack's files, and of other media (videos the page previews). */
    read(pack: IndexEntry[]) {
      const inPack = new Set(pack.map((e) => e.path));
      const mine = [...media].filter(([p]) => inPack.has(p));
      const other = [...media].filter(([p]) => !inPack.has(p));
      const total = (list: [string, number][]) => list.reduce((n, [, b]) => n + b, 0);
      const previewed = mine.filter(([p]) => streamed.has(p)).length;
      return { media: total(mine), files: mine.length, other: total(other), shell, paths: mine.map(([p]) => p), previewed };
    },
  };
}

async function waitFor(locator: Locator) {
  await locator.waitFor({ state: 'visible', timeout: 120_000 });
}

/** A copy of the build with one slide image changed, as a content deploy would produce. */
function changedBuild(index: ContentIndex): { dir: string; entry: IndexEntry } {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolkit-measure-'));
  cpSync(DIST, dir, { recursive: true });
  const entry = index.modules['2'].find((e) => e.path.endsWith('slide-1.svg'))!;
  const file = path.join(dir, entry.path);
  appendFileSync(file, '\n<!-- revised -->\n');
  const data = readFileSync(file);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const patch = (e: IndexEntry) => (e.path === entry.path ? Object.assign(e, { bytes: data.length, sha256 }) : e);
  const next = readIndex(dir);
  [...Object.values(next.modules), ...Object.values(next.sections)].forEach((list) => list.forEach(patch));
  next.version = createHash('sha256').update(`${next.version} ${entry.path} ${sha256}`).digest('hex');
  const indexText = JSON.stringify(next, null, 2) + '\n';
  writeFileSync(path.join(dir, 'content-index/en.json'), indexText);
  // The precache revision of the index is the md5 of its text (as workbox-build computes it).
  const sw = path.join(dir, 'sw.js');
  const revision = createHash('md5').update(indexText).digest('hex');
  writeFileSync(
    sw,
    readFileSync(sw, 'utf8').replace(
      /\{"revision":"[0-9a-f]+","url":"content-index\/en\.json"\}/,
      `{"revision":"${revision}","url":"content-index/en.json"}`,
    ),
  );
  return { dir, entry: { ...entry, bytes: data.length, sha256 } };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(3) : 'n/a');

/** Link and drop schedule of the field-conditions run (kept small so the run takes about a minute). */
const FIELD = {
  bytesPerSecond: Number(process.env.MEASURE_BPS ?? 100_000),
  /** A drop when the pack reaches each of these shares of its bytes... */
  dropsAt: [0.25, 0.5, 0.75],
  /** ...20 KB into the next file of at least 40 KB (those resume with Range). */
  dropAfterBytes: 20_000,
  dropMinBytes: 40_000,
};

/**
 * The core pack in a fresh browser over a link the local server limits to
 * FIELD.bytesPerSecond (for the page and its service worker alike), with the
 * connection dropped mid-file three times. Bytes and times are the server's.
 */
async function measureField(browser: Browser, core: IndexEntry[]): Promise<{ rows: string[]; notes: string[] }> {
  const client = `measure-${Date.now()}`;
  const api = async (route: string, data: object) =>
    fetch(`${BASE}/api/__mock/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, client }),
    });
  const stats = async (): Promise<MediaStats> =>
    (await fetch(`${BASE}/api/__mock/media-stats?client=${client}`)).json() as Promise<MediaStats>;
  const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'allow' });
  await context.addCookies([{ name: CLIENT_COOKIE, value: client, url: BASE }]);
  const page = await context.newPage();
  try {
    await page.goto('/toolkit/en');
    await page.getByLabel('Service code').fill(MOCK_CODES.training);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL(/\/implementation$/);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto('/toolkit/en/offline');
    // Section-page previews loaded before this point are not part of the figure.
    await api('media-reset', {});
    await api('bandwidth', { bytesPerSecond: FIELD.bytesPerSecond });
    const total = sum(core);
    const corePaths = new Set(core.map((e) => e.path));
    const packBytes = (s: MediaStats) => Object.entries(s.byPath).reduce((n, [p, b]) => n + (corePaths.has(p) ? b : 0), 0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Slides, narration and documents' }) });
    const done = card.getByRole('status').filter({ hasText: 'Available offline' });
    let drops = 0;
    while (!(await done.isVisible())) {
      const s = await stats();
      if (drops < FIELD.dropsAt.length && packBytes(s) >= FIELD.dropsAt[drops] * total) {
        await api('media-failure', { mode: 'drop', afterBytes: FIELD.dropAfterBytes, minBytes: FIELD.dropMinBytes, times: 1 });
        drops += 1;
      }
      await page.waitForTimeout(250);
      if (s.firstAt && Date.now() - s.firstAt > 600_000) throw new Error('field run did not finish in 10 minutes');
    }
    const end = Date.now();
    const s = await stats();
    const fetched = packBytes(s);
    // Files the worker cached while the section page showed them were not needed again.
    const needed = core.filter((e) => s.byPath[e.path] !== undefined);
    const unique = sum(needed);
    const seconds = (end - s.firstAt) / 1000;
    const ideal = unique / FIELD.bytesPerSecond;
    const resumed = Object.keys(s.resumedByPath).filter((p) => corePaths.has(p)).length;
    const rows = [
      `| Core pack, ${FIELD.bytesPerSecond / 1000} kB/s link, ${s.faults.drop} drops mid-file | ${needed.length} of ${core.length} | ${kb(unique)} | ${kb(fetched)} | **${ratio(fetched, unique)}** (goal ≤ 1.05) | ${seconds.toFixed(1)} s | ${ideal.toFixed(1)} s | **${(seconds / ideal).toFixed(3)}** (goal ≤ 1.2) |`,
    ];
    const notes = [
      `Drop schedule: when the pack had received ${FIELD.dropsAt.map((d) => `${d * 100}%`).join(', ')} of its bytes, the server closed the connection ${FIELD.dropAfterBytes / 1000} kB into the next file of at least ${FIELD.dropMinBytes / 1000} kB; ${resumed} files resumed with a Range request. All media sent to this client in the window: ${kb(s.bytes)} in ${s.requests} requests.`,
      `Time runs from the first media request of the pack to "Available offline" on the offline page; the ideal is the pack's unique bytes at the link's bandwidth. The bandwidth limit is the local server's (shared by all connections of the client, for the page and the service worker alike: DevTools throttling of the page does not reach the worker's fetches).`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()[0].toFixed(2)} at the end.`,
    ];
    return { rows, notes };
  } finally {
    await context.close();
  }
}

async function main() {
  const index = readIndex(DIST);
  const core = corePack(index);
  const training = trainingPack(index);
  const trainingNew = training.filter((e) => !core.some((c) => c.path === e.path));
  if (!process.env.BASE_URL) await server.serve(DIST);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'allow' });
  const bytes = meter(context);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('[toolkit]') && console.warn(m.text()));
  const rows: string[] = [];
  const notes: string[] = [];
  let field: { rows: string[]; notes: string[] } | null = null;
  let changedDir: string | null = null;
  try {
    if (!process.env.BASE_URL) field = await measureField(browser, core);
    let t = Date.now();
    await page.goto('/toolkit/en');
    await page.getByLabel('Service code').fill(MOCK_CODES.training);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await waitFor(page.getByRole('link', { name: 'Available offline' }));
    await page.waitForTimeout(1000);
    const c = bytes.read(core);
    rows.push(
      `| Core pack (automatic, after sign-in) | ${core.length} | ${kb(sum(core))} | ${c.files} | ${kb(c.media)} | ${ratio(c.media, sum(core))} | ${((Date.now() - t) / 1000).toFixed(1)} s |`,
    );

    bytes.reset();
    t = Date.now();
    await page.goto('/toolkit/en/training');
    const panel = page.getByRole('region', { name: 'Use this section offline' });
    await panel.getByRole('button', { name: 'Make available offline' }).click();
    await waitFor(panel.getByRole('status').filter({ hasText: 'Available offline' }));
    await page.waitForTimeout(1000);
    const s = bytes.read(trainingNew);
    rows.push(
      `| Training section (videos added; ${training.length} files, ${kb(sum(training))} in all) | ${trainingNew.length} new | ${kb(sum(trainingNew))} | ${s.files} | ${kb(s.media)} | ${ratio(s.media, sum(trainingNew))} | ${((Date.now() - t) / 1000).toFixed(1)} s |`,
    );

    notes.push(
      `Media outside the pack streamed by the pages meanwhile (video previews): ${kb(c.other)} during the core pack. ` +
        `On the training page ${s.previewed} of the pack's videos were also previewed by the page (range requests); ` +
        'their bytes count above: a preview that finished is reused from the HTTP cache, and one still streaming ' +
        'shares its download with the pack in the service worker (sw/shared-body.ts).',
    );
    const changed = changedBuild(index);
    changedDir = changed.dir;
    await server.serve(changed.dir);
    bytes.reset();
    t = Date.now();
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    // What the app's periodic check does, a few times in case one check races the restart.
    for (let i = 0; i < 10 && !(await prompt.isVisible()); i++) {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
      await prompt.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await waitFor(prompt);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before, undefined, { timeout: 30_000 });
    await waitFor(
      page.getByRole('region', { name: 'Use this section offline' }).getByRole('status').filter({ hasText: 'Available offline' }),
    );
    await waitFor(page.getByRole('link', { name: 'Available offline' }));
    await page.waitForTimeout(1500);
    const u = bytes.read([changed.entry]);
    rows.push(
      `| One slide image changed, update applied | 1 | ${kb(changed.entry.bytes)} | ${u.files} | ${kb(u.media)} | ${ratio(u.media, changed.entry.bytes)} | ${((Date.now() - t) / 1000).toFixed(1)} s |`,
    );
    notes.push(
      `App shell re-downloaded by the update (new sw.js and precache changes, gzip): ${kb(u.shell)}; media files fetched again: ${u.paths.join(', ') || 'none'}.`,
    );
  } catch (error) {
    await page.screenshot({ path: path.join(tmpdir(), 'measure-packs-failure.png'), fullPage: true });
    throw error;
  } finally {
    await browser.close();
    await server.stop();
    if (changedDir) rmSync(changedDir, { recursive: true, force: true });
  }
  writeFileSync(OUT, report(rows, notes, index.version, field));
  console.log([...rows, ...notes, ...(field ? [...field.rows, ...field.notes] : [])].join('\n'));
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}

function fieldSection(field: { rows: string[]; notes: string[] } | null): string {
  if (!field) return '';
  return `
## Over a slow link that drops

| Step | Files needed | Unique bytes | Bytes fetched (server) | Fetched ÷ unique | Time | Bytes ÷ bandwidth | Time ratio |
|---|---|---|---|---|---|---|---|
${field.rows.join('\n')}

${field.notes.map((n) => `- ${n}`).join('\n')}
`;
}

function report(rows: string[], notes: string[], version: string, field: { rows: string[]; notes: string[] } | null): string {
  return `# Offline packs: bytes downloaded

Measured by \`npm run measure:packs\` (scripts/measure-packs.ts) on ${new Date().toISOString().slice(0, 10)}
against the build in \`${path.relative(process.cwd(), DIST)}\` (content index ${version.slice(0, 12)}), headless
Chromium, local server. "Fetched" counts media response bodies received over the network (not
answered by the service worker's cache or the HTTP cache). The goal is a ratio of 1.0: every
file of a pack downloaded once, nothing else.

| Step | Files expected | Bytes expected | Files fetched | Bytes fetched | Ratio | Time |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${notes.map((n) => `- ${n}`).join('\n')}
${fieldSection(field)}
## How offline works

- **App shell**: the service worker (sw/sw.ts, registered from /sw.js on page load, production only)
  precaches every chunk, stylesheet, icon, the manifest, the prerendered pages and
  \`content-index/{lang}.json\`; no media. Offline, a navigation answers with its route's precached
  prerendered page (entry screen, section and module pages; sw/navigation.ts), else with the precached
  app shell (index.html).
- **Packs** (src/features/packs): a pack is a language's files for one scope, listed by the content
  index — *core* (every slide image, narration MP3 and PDF, no videos; downloads by itself once a
  service code is accepted and the browser is online), one per *section* (the section's files and its
  modules', videos included; "Make available offline" on each section page) and *everything*. The
  offline page (/toolkit/{lang}/offline) lists them with size, progress, pause/resume/cancel/remove,
  space used and available, and installation help.
- **Cache**: one Cache Storage cache, \`toolkit-media\`, written by the page (src/lib/media-store.ts,
  after checking size and sha256 against the index) and by the worker for files the user opens. The
  worker answers media cache-first, with Range requests (audio and video seek offline, Safari plays).
- **Completion is never stored**: a pack is complete when the cache holds every file with the index's
  sha256. An interrupted or failed download (network, full disk) leaves verified files and no false
  "complete"; the next run resumes from what the cache holds.
- **Updates**: a new build waits; the app shows "Update available — Reload" and never reloads by itself
  under an open module. After the reload, cached files whose sha256 changed, or that the index no
  longer lists, are deleted; wanted packs fetch only those again.

## How downloads survive a bad connection
- A dropped connection, a stall (no byte, headers included, for 10 s: the download is aborted)
  or a 5xx/429 answer does not end the pack: the job waits and tries again, by itself
  (src/features/packs/download-job.ts). One backoff per job (src/lib/backoff.ts): 1 s doubling
  to a 30 s cap, each delay drawn between half and all of it (jitter), reset by any success;
  the browser's \`online\` event ends a wait at once. A 404 is tried once more, then reported.
- Files from 32 KB (every video, most narration and PDFs) resume: the bytes received before the
  failure are kept in Cache Storage (\`toolkit-partial\`, never IndexedDB Blobs) and the next
  attempt asks for the rest with \`Range\`/\`If-Range\`; a 206 from the right offset is appended,
  a 200 restarts the file (src/lib/file-fetch.ts). Smaller files restart.
- Every file is checked against the content index's size and sha256 before it is stored; a
  mismatch discards it and fetches it once more from the server, a second mismatch is reported.
- The progress shown never goes backwards: a file that restarts is counted again as its bytes
  arrive, and the bar waits for it.
- A video a section page is still previewing when its pack starts is downloaded once: the
  service worker shares one whole-file download between the preview's \`bytes=0-\` request and
  the pack (sw/shared-body.ts).

## How the figures stay at 1.0
- A pack checks the cache before any request: files already cached and verified (by the core
  pack, or cached by the service worker when the user opened them) cost nothing.
- One request per file: the service worker shares an in-flight download between the pack and
  an \`<img>\`/\`<audio>\` asking for the same file; packs wanted at the same time share downloads.
- Videos come as WebM and MP4; a pack keeps only the format the browser plays.
- After an update, only files whose sha256 changed in the content index are deleted and fetched
  again; the rest of every pack stays.
`;
}

void main();
