import type { Lang } from '@/content/types';
import type { CompletionDates, ProgressMap } from '@/features/progress';
import { sha256Hex } from '@/lib/sha256';
import { APP_ID, canonicalJson, progressTuples } from './format';

/**
 * Everyone's progress in one file (issue 34): each person on a shared device by name, with the
 * same tuples, dates, checksum and checks as one person's file. Its own format number, so a
 * toolkit older than it says "made by a newer version" instead of reading nobody's progress.
 */
export const EVERYONE_FORMAT = 2;
/** A person's part is under 2 KB (every module, a 40-character name): room for any classroom. */
export const EVERYONE_MAX_BYTES = 256 * 1024;
export const MAX_PEOPLE = 100;
/** The people feature's longest name (features/people AddPersonDialog: NAME_MAX). */
export const PERSON_NAME_MAX = 40;

export interface PersonBackup {
  name: string;
  progress: ProgressMap;
  completion: CompletionDates;
}

/** What the file carries: never a PIN, a session id or a queued track call (they stay with the device that made them). */
export interface EveryoneBackup {
  lang: Lang | null;
  people: PersonBackup[];
}

export async function serialiseEveryone(data: EveryoneBackup, exported: string): Promise<string> {
  const people = data.people.map((p) => ({ name: p.name, progress: progressTuples(p.progress), completion: p.completion }));
  const body = { app: APP_ID, format: EVERYONE_FORMAT, exported, lang: data.lang, people };
  return JSON.stringify({ ...body, sha256: await sha256Hex(canonicalJson(body)) });
}
