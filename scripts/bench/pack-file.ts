import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright';
import type { ContentIndex } from '../../src/content/types';
import { packFileStream } from '../../src/features/pack-files/export-pack';
import type { PackFileManifest } from '../../src/features/pack-files/pack-file-format';
import { PACK_FILE_APP, PACK_FILE_FORMAT, packFileName } from '../../src/features/pack-files/pack-file-names';
import { isCoreEntry, uniqueEntries } from '../../src/features/packs/packs';
import type { Check } from './budgets';
import { signIn } from './browser';
import { heldNow } from './heap-snapshot';
import { origin } from './config';
import { sizeOf, type FileSize } from './files';
import { kb, table } from './format';

/** The conditions: Chromium at a 4× CPU slowdown. */
export const PACK_FILE_CPU_SLOWDOWN = 4;
const MEDIA = /\/(images|audio|videos|pdfs)\//;
/** How long the offline page is left to settle before the import (its deferred loads run within 2 s). */
const SETTLE_MS = 3000;

export interface PackFileBench {
  pack: { name: string; files: number; bytes: number; fileBytes: number; largestFile: number };
  /** From the file handed to the page to "N files added." painted, ms. */
  importMs: number;
  /** JS heap used before the import (after a garbage collection) and its highest value during the timed import (garbage included), bytes. */
  heapBefore: number;
  heapPeak: number;
  /**
   * A second import on a fresh device, a heap snapshot every second: what is reachable.
   * `buffers` is ArrayBuffer contents (the files' bytes live there, outside the JS heap); `heap`
   * the rest (the reader's compiled code, the ZIP's entries, the pack's list).
   */
  live: { heapBefore: number; heapPeak: number; buffersBefore: number; buffersPeak: number };
  /** The ZIP reader's chunk (loaded when a file is added) and the writer's (when one is saved). */
  reader: FileSize | null;
  writer: FileSize | null;
}

/** The core pack's file as the app writes it (export-pack.ts), from the build's media. */
export async function corePackFile(dist: string): Promise<{ file: string; manifest: PackFileManifest }> {
  const index = JSON.parse(readFileSync(path.join(dist, 'content-index', 'en.json'), 'utf8')) as ContentIndex;
  const entries = uniqueEntries([...Object.values(index.modules), ...Object.values(index.sections)]).filter(isCoreEntry);
  const manifest: PackFileManifest = {
    app: PACK_FILE_APP,
    format: PACK_FILE_FORMAT,
    contentVersion: index.version,
    lang: 'en',
    pack: 'core',
    files: entries.map(({ path: p, bytes, sha256 }) => ({ path: p, bytes, sha256 })),
  };
  const stream = packFileStream(manifest, async (p) => new Response(readFileSync(path.join(dist, p))));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pack-file-bench-')), packFileName('en', 'core', index.version));
  writeFileSync(file, new Uint8Array(await new Response(stream).arrayBuffer()));
  return { file, manifest };
}

function chunk(dist: string, prefix: string): FileSize | null {
  const name = readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  return name ? sizeOf(dist, `assets/${name}`) : null;
}

interface HeapSample {
  heap: number;
  buffers: number;
}

async function heapNow(cdp: CDPSession): Promise<HeapSample> {
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  return { heap: usage.usedSize, buffers: usage.backingStorageSize ?? 0 };
}

/**
 * Samples the page until stopped; returns the highest values seen. `held`: a heap snapshot every
 * second (what is reachable, heap-snapshot.ts); else the heap in use every 10 ms, garbage included.
 */
function sampleHeap(cdp: CDPSession, held: boolean): { stop(): Promise<HeapSample> } {
  const peak: HeapSample = { heap: 0, buffers: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = held ? await heldNow(cdp) : await heapNow(cdp);
      peak.heap = Math.max(peak.heap, now.heap);
      peak.buffers = Math.max(peak.buffers, now.buffers);
      await new Promise((r) => setTimeout(r, held ? 1000 : 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** One import of the file on a fresh signed-in device with no media network: its time and heap. */
async function importOnce(browser: Browser, file: string, files: number, held: boolean) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
  await context.route(MEDIA, (route) => route.abort('internetdisconnected'));
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${origin()}/toolkit/en/offline`);
    const input = page.getByLabel('Add a pack from a file');
    await input.waitFor({ state: 'attached', timeout: 30_000 });
    // The page settled first (its idle-time loads and the pack engine's start): the figures are the import's.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PACK_FILE_CPU_SLOWDOWN });
    await cdp.send('HeapProfiler.collectGarbage');
    const before = held ? await heldNow(cdp) : await heapNow(cdp);
    const sampler = sampleHeap(cdp, held);
    const started = Date.now();
    await input.setInputFiles(file);
    await page.getByText(`${files} files added.`).waitFor({ timeout: 300_000 });
    const ms = Date.now() - started;
    const peak = await sampler.stop();
    return { ms, before, peak };
  } finally {
    await context.close();
  }
}

/**
 * Adds the core pack from its file on the offline page of a signed-in device whose media never
 * comes from the network, at a 4× CPU slowdown: once timed, once sampled for what stays live.
 */
export async function benchPackFileImport(dist: string, browser: Browser): Promise<PackFileBench> {
  const { file, manifest } = await corePackFile(dist);
  const timed = await importOnce(browser, file, manifest.files.length, false);
  const sampled = await importOnce(browser, file, manifest.files.length, true);
  return {
    pack: {
      name: 'core (en)',
      files: manifest.files.length,
      bytes: manifest.files.reduce((n, f) => n + f.bytes, 0),
      fileBytes: readFileSync(file).byteLength,
      largestFile: Math.max(...manifest.files.map((f) => f.bytes)),
    },
    importMs: timed.ms,
    heapBefore: timed.before.heap,
    heapPeak: timed.peak.heap,
    live: {
      heapBefore: sampled.before.heap,
      heapPeak: sampled.peak.heap,
      buffersBefore: sampled.before.buffers,
      buffersPeak: sampled.peak.buffers,
    },
    reader: chunk(dist, 'import-run-'),
    writer: chunk(dist, 'save-run-'),
  };
}

/**
 * The issue's bar: streaming, not whole-file buffering — the files' bytes held at any time (live
 * ArrayBuffer memory) grow by at most twice the largest file. The JS heap's live growth (the
 * pack's list, in proportion to its number of files, not its bytes) is reported beside it.
 */
export function packFileChecks(bench: PackFileBench): Check[] {
  const buffers = bench.live.buffersPeak - bench.live.buffersBefore;
  const heap = bench.live.heapPeak - bench.live.heapBefore;
  const limit = 2 * bench.pack.largestFile;
  return [
    {
      name: `pack file import: file bytes held (live ArrayBuffers) ≤ 2 × the largest file (${kb(limit)})`,
      ok: buffers <= limit,
      detail: `${kb(buffers)} at most, adding ${kb(bench.pack.fileBytes)}; live JS heap +${kb(heap)}; JS heap peak with garbage +${kb(bench.heapPeak - bench.heapBefore)}`,
    },
  ];
}

export function packFileSection(bench: PackFileBench | null): string {
  if (!bench) return '## Pack files\n\nNot measured.';
  const growth = bench.heapPeak - bench.heapBefore;
  const buffers = bench.live.buffersPeak - bench.live.buffersBefore;
  const live = bench.live.heapPeak - bench.live.heapBefore;
  const lib = (f: FileSize | null) => (f ? `${f.file}: ${kb(f.gzip)} gzip (${kb(f.raw)})` : 'not found');
  return [
    '## Pack files',
    '',
    `Adding the ${bench.pack.name} pack from its file on the offline page (Chromium, ${PACK_FILE_CPU_SLOWDOWN}× CPU slowdown, media network blocked): the whole file is read and checked, then every file is stored (src/features/pack-files).`,
    '',
    table(
      [
        'Pack',
        'Files',
        'Pack bytes',
        'File bytes',
        'Largest file',
        'Time',
        'File bytes held (live)',
        '÷ largest file',
        'Live JS heap',
        'JS heap peak, garbage included',
      ],
      [
        [
          bench.pack.name,
          bench.pack.files,
          kb(bench.pack.bytes),
          kb(bench.pack.fileBytes),
          kb(bench.pack.largestFile),
          `${(bench.importMs / 1000).toFixed(1)} s`,
          `+${kb(buffers)}`,
          (buffers / bench.pack.largestFile).toFixed(2),
          `+${kb(live)} (over ${kb(bench.live.heapBefore)})`,
          `+${kb(growth)} (over ${kb(bench.heapBefore)})`,
        ],
      ],
    ),
    '',
    "- File bytes held: the contents of reachable ArrayBuffers in a heap snapshot taken every second during a second import on a fresh device (heap-snapshot.ts: a snapshot lists only what is reachable; the heap in use right after a forced collection still counts dead buffers V8 has not freed yet): the bytes of the files being read. Live JS heap: the rest of the same snapshots (the import's compiled code, the manifest and the plan: in proportion to the number of files, not their bytes). The last column is the timed import's JS heap sampled every 10 ms without forcing a collection: garbage not yet collected counts there.",
    '',
    `- ZIP reader (the app's own for a pack file it wrote; loaded when a file is added): ${lib(bench.reader)}.`,
    `- ZIP writer (client-zip, loaded when a pack is saved): ${lib(bench.writer)}.`,
  ].join('\n');
}
