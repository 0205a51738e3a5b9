import type { Lang } from '@/content/types';
import { sha256Hex } from '@/lib/sha256';
import type { ProgressMap, CompletionDates } from '@/features/progress';

/** Identifies our files among any JSON a learner might pick. */
export const APP_ID = 'operational-toolkit-progress';
export const FORMAT_VERSION = 1;
/** A full backup is well under 1 KB; anything far larger is not one of ours. */
export const MAX_BYTES = 16 * 1024;

/** What a backup carries: never the session id. */
export interface BackupData {
  lang: Lang | null;
  progress: ProgressMap;
  completion: CompletionDates;
}

/** Module entries are [furthest slide, slides complete 0|1, quiz passed 0|1]: short enough for a small QR code. */
type Tuple = [number, 0 | 1, 0 | 1];

export type BackupError =
  | 'empty'
  | 'tooLarge'
  | 'notJson'
  | 'otherApp'
  | 'newerVersion'
  | 'corrupted'
  | 'checksum'
  /** Everyone's progress (everyone-format.ts) where one person's is read, and the other way round. */
  | 'everyoneFile'
  | 'onePersonFile';

export type ParseResult = { ok: true; data: BackupData } | { ok: false; error: Exclude<BackupError, 'onePersonFile'> };

/** JSON with keys in a fixed order, so the checksum does not depend on how the file was written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A progress map as the file writes it: one short tuple per module. */
export function progressTuples(map: ProgressMap): Record<string, Tuple> {
  const progress: Record<string, Tuple> = {};
  for (const [id, e] of Object.entries(map)) {
    if (e) progress[id] = [e.slide, e.slidesComplete ? 1 : 0, e.quizPassed ? 1 : 0];
  }
  return progress;
}

function toBody(data: BackupData, exported: string) {
  return {
    app: APP_ID,
    format: FORMAT_VERSION,
    exported,
    lang: data.lang,
    progress: progressTuples(data.progress),
    completion: data.completion,
  };
}

/** The backup file's text: the body plus the SHA-256 of its canonical form. */
export async function serialiseBackup(data: BackupData, exported: string): Promise<string> {
  const body = toBody(data, exported);
  return JSON.stringify({ ...body, sha256: await sha256Hex(canonicalJson(body)) });
}
