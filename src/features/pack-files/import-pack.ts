import type { ContentIndex, IndexEntry, Lang } from '@/content/types';
import type { PackKey } from '@/features/packs';
import { PackFileProblem, type PackFileError } from './errors';
import { planImport, type ImportPlan, type PlannedFile } from './import-plan';
import { MANIFEST_MAX_BYTES, MANIFEST_NAME, parseManifest, type PackFileManifest } from './pack-file-format';
import type { OpenZip, ZipSource } from './zip-source';

/** What an import needs from the outside world (faked in unit tests; browser-deps.ts in the app). */
export interface ImportDeps {
  openZip: OpenZip;
  /** This app's content index for the language (null: the app has no such language). */
  loadIndex(lang: Lang): Promise<ContentIndex | null>;
  hash(data: Uint8Array<ArrayBuffer>): Promise<string>;
  /** A verified copy is already in the media cache. */
  isStored(entry: IndexEntry): Promise<boolean>;
  /** Stores a file checked against its entry, as a download stores it. */
  store(entry: IndexEntry, data: Uint8Array<ArrayBuffer>, sha256: string): Promise<void>;
  /** The pack records the files now in the cache (packActions.adopt). */
  adopt(key: PackKey): Promise<void>;
}

export interface ImportProgress {
  /** `checking`: every file is read and checked, nothing stored; `adding`: matching files are stored. */
  phase: 'checking' | 'adding';
  bytesDone: number;
  bytesTotal: number;
}

export interface ImportCounts {
  /** The pack the file holds (null: cancelled before its manifest was read). */
  key: PackKey | null;
  /** Files stored by this import. */
  added: number;
  /** Files of the pack already on this device. */
  already: number;
  /** Files of another content version: not stored. */
  mismatched: number;
}

export type ImportResult =
  | { kind: 'rejected'; error: PackFileError }
  | ({ kind: 'done' | 'cancelled' } & ImportCounts)
  /** Stopped while adding (the file became unreadable, the device is full): what was stored is kept. */
  | ({ kind: 'stopped'; error: PackFileError } & ImportCounts);

interface ImportOptions {
  signal: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
}

const isAbort = (error: unknown) => (error as DOMException | undefined)?.name === 'AbortError';

function problemOf(error: unknown): PackFileError {
  if (error instanceof PackFileProblem) return error.kind;
  if ((error as DOMException | undefined)?.name === 'QuotaExceededError') return 'quota';
  return 'unreadable';
}

async function readManifest(zip: ZipSource, signal: AbortSignal): Promise<PackFileManifest> {
  const item = zip.items.find((i) => i.name === MANIFEST_NAME);
  if (!item || item.size > MANIFEST_MAX_BYTES) throw new PackFileProblem('notOurs');
  const text = new TextDecoder().decode(await zip.read(item, MANIFEST_MAX_BYTES, signal));
  const reading = parseManifest(text);
  if (!reading.ok) throw new PackFileProblem(reading.error);
  return reading.manifest;
}

/** Reads one file's bytes: exactly the size declared, or the file is refused. */
async function readExact(zip: ZipSource, file: PlannedFile, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const data = await zip.read(file.item, file.line.bytes, signal);
  if (data.byteLength !== file.line.bytes) throw new PackFileProblem('damaged', `${file.item.name}: ${data.byteLength} bytes`);
  return data;
}

/*
 * Each file's bytes are read in a function of their own (checkOne, addOne), never in the loop:
 * an async loop keeps the last file's bytes in its frame until the next are read, which held two
 * files at a time.
 */

async function checkOne(zip: ZipSource, file: PlannedFile, deps: ImportDeps, signal: AbortSignal): Promise<void> {
  const data = await readExact(zip, file, signal);
  if ((await deps.hash(data)) !== file.line.sha256) throw new PackFileProblem('corrupt', file.item.name);
}

/**
 * First pass: every file is read and hashed, nothing stored. A damaged or lying file is refused
 * here whole, so a bad file changes nothing; a cancel here changes nothing either.
 */
async function checkAll(zip: ZipSource, plan: ImportPlan, deps: ImportDeps, options: ImportOptions): Promise<void> {
  const bytesTotal = plan.files.reduce((sum, f) => sum + f.line.bytes, 0);
  let bytesDone = 0;
  for (const file of plan.files) {
    options.signal.throwIfAborted();
    await checkOne(zip, file, deps, options.signal);
    bytesDone += file.line.bytes;
    options.onProgress?.({ phase: 'checking', bytesDone, bytesTotal });
  }
}

type WantedFile = PlannedFile & { entry: IndexEntry };

async function addOne(zip: ZipSource, file: WantedFile, deps: ImportDeps, signal: AbortSignal): Promise<void> {
  const data = await readExact(zip, file, signal);
  const sha = await deps.hash(data);
  // The file changed since it was checked (another copy written over it): nothing unverified is stored.
  if (sha !== file.entry.sha256) throw new PackFileProblem('corrupt', file.item.name);
  signal.throwIfAborted();
  await deps.store(file.entry, data, sha);
}

/**
 * Second pass: each file of this version not yet on the device is read again, checked against
 * the content index (never the manifest alone) and stored. A cancel or a failure keeps what was
 * stored, as a paused download keeps its files.
 */
async function addAll(zip: ZipSource, plan: ImportPlan, deps: ImportDeps, options: ImportOptions, counts: ImportCounts) {
  const wanted = plan.files.filter((f): f is WantedFile => f.entry !== undefined);
  const bytesTotal = wanted.reduce((sum, f) => sum + f.entry.bytes, 0);
  let bytesDone = 0;
  for (const file of wanted) {
    options.signal.throwIfAborted();
    if (await deps.isStored(file.entry)) counts.already += 1;
    else {
      await addOne(zip, file, deps, options.signal);
      counts.added += 1;
    }
    bytesDone += file.entry.bytes;
    options.onProgress?.({ phase: 'adding', bytesDone, bytesTotal });
  }
}

async function planFor(file: Blob, zip: ZipSource, deps: ImportDeps, signal: AbortSignal): Promise<ImportPlan> {
  const manifest = await readManifest(zip, signal);
  const index = await deps.loadIndex(manifest.lang);
  if (!index) throw new PackFileProblem('otherLanguage');
  const plan = planImport(manifest, zip.items, file.size, index);
  if (typeof plan === 'string') throw new PackFileProblem(plan);
  return plan;
}

/**
 * Adds a pack from a pack file (a ZIP this app or another device's copy of it saved): checks the
 * whole file, then stores the files this version's content index lists with the same size and
 * sha256, and has the pack record them (packActions.adopt: "Available offline" when whole).
 */
export async function importPackFile(file: Blob, deps: ImportDeps, options: ImportOptions): Promise<ImportResult> {
  if (file.size === 0) return { kind: 'rejected', error: 'empty' };
  let zip: ZipSource;
  try {
    zip = await deps.openZip(file);
  } catch (error) {
    return { kind: 'rejected', error: problemOf(error) };
  }
  try {
    let plan: ImportPlan | undefined;
    try {
      plan = await planFor(file, zip, deps, options.signal);
      await checkAll(zip, plan, deps, options);
    } catch (error) {
      if (isAbort(error) || options.signal.aborted)
        return { kind: 'cancelled', key: plan?.key ?? null, added: 0, already: 0, mismatched: 0 };
      return { kind: 'rejected', error: problemOf(error) };
    }
    const counts: ImportCounts = { key: plan.key, added: 0, already: 0, mismatched: plan.mismatched };
    const outcome = await addAll(zip, plan, deps, options, counts).then(
      (): ImportResult => ({ kind: 'done', ...counts }),
      (error: unknown): ImportResult =>
        isAbort(error) || options.signal.aborted
          ? { kind: 'cancelled', ...counts }
          : { kind: 'stopped', error: problemOf(error), ...counts },
    );
    if (counts.added + counts.already > 0) await deps.adopt(plan.key);
    return outcome;
  } finally {
    await zip.close().catch(() => undefined);
  }
}
