import { MODULES, RESOURCE_TYPES } from '@/content/catalogue';
import { isLang } from '@/i18n/i18n';
import { parseJson, withinDepth } from '@/lib/safe-parse';
import { sha256Hex } from '@/lib/sha256';
import { codeOf, isFullModuleId } from '@/features/progress';
import type { CompletionDates, ProgressMap } from '@/features/progress';
import {
  EVERYONE_FORMAT,
  EVERYONE_MAX_BYTES,
  MAX_PEOPLE,
  PERSON_NAME_MAX,
  type EveryoneBackup,
  type PersonBackup,
} from './everyone-format';
import { APP_ID, canonicalJson, FORMAT_VERSION, MAX_BYTES, type BackupData, type BackupError, type ParseResult } from './format';

/**
 * One person's backup nests three deep (file → progress → a module's entry), everyone's five
 * (file → people → a person → progress → a module's entry); anything deeper is not one.
 */
const MAX_DEPTH = 5;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFlag = (v: unknown) => v === 0 || v === 1;

function readProgress(raw: unknown): ProgressMap | null {
  if (!isRecord(raw)) return null;
  const map: ProgressMap = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isFullModuleId(id) || !Array.isArray(value) || value.length !== 3) return null;
    const [slide, slidesComplete, quizPassed] = value as unknown[];
    const last = MODULES[codeOf(id)].slideCount - 1;
    if (!Number.isInteger(slide) || (slide as number) < 0 || (slide as number) > last) return null;
    if (!isFlag(slidesComplete) || !isFlag(quizPassed)) return null;
    map[id] = { slide: slide as number, slidesComplete: slidesComplete === 1, quizPassed: quizPassed === 1 };
  }
  return map;
}

function readCompletion(raw: unknown): CompletionDates | null {
  if (!isRecord(raw)) return null;
  const dates: CompletionDates = {};
  for (const [type, value] of Object.entries(raw)) {
    const known = RESOURCE_TYPES.find((t) => t === type);
    if (!known || typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return null;
    dates[known] = value;
  }
  return dates;
}

function readData(body: Record<string, unknown>): BackupData | null {
  const progress = readProgress(body.progress);
  const completion = readCompletion(body.completion);
  const lang = body.lang === null || body.lang === undefined ? null : isLang(body.lang) ? body.lang : undefined;
  if (!progress || !completion || lang === undefined) return null;
  return { lang, progress, completion };
}

type Envelope =
  | { ok: true; format: number; body: Record<string, unknown> }
  | { ok: false; error: Exclude<BackupError, 'onePersonFile' | 'everyoneFile'> };

/**
 * The checks every backup file passes, from the outside in (size, JSON, whose file, which
 * version, checksum): its body, or the first reason it is refused.
 */
async function readEnvelope(text: string, bytes: number, maxBytes: number): Promise<Envelope> {
  if (bytes === 0 || text.trim() === '') return { ok: false, error: 'empty' };
  if (bytes > maxBytes) return { ok: false, error: 'tooLarge' };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: 'notJson' };
  const json = parsed.value;
  if (!isRecord(json) || json.app !== APP_ID) return { ok: false, error: 'otherApp' };
  // Before any recursive work (the checksum's canonical form): a hand-made file of thousands of
  // nested arrays would overflow the stack.
  if (!withinDepth(json, MAX_DEPTH)) return { ok: false, error: 'corrupted' };
  const format = json.format;
  if (!Number.isInteger(format) || (format as number) < 1) return { ok: false, error: 'corrupted' };
  if ((format as number) > EVERYONE_FORMAT) return { ok: false, error: 'newerVersion' };
  const { sha256, ...body } = json;
  if (typeof sha256 !== 'string') return { ok: false, error: 'corrupted' };
  if ((await sha256Hex(canonicalJson(body))) !== sha256) return { ok: false, error: 'checksum' };
  return { ok: true, format: format as number, body };
}

/**
 * Reads one person's backup file. Every failure has its own reason, checked from the
 * outside in (size, JSON, whose file, which version, checksum, contents), and nothing
 * is returned that has not passed them all.
 */
export async function parseBackup(text: string, bytes = new TextEncoder().encode(text).length): Promise<ParseResult> {
  // Read up to everyone's size: a device's whole file opened here says where it belongs, not "too large".
  const envelope = await readEnvelope(text, bytes, EVERYONE_MAX_BYTES);
  if (envelope.ok && envelope.format === EVERYONE_FORMAT) return { ok: false, error: 'everyoneFile' };
  if (bytes > MAX_BYTES) return { ok: false, error: 'tooLarge' };
  if (!envelope.ok) return envelope;
  if (envelope.format !== FORMAT_VERSION) return { ok: false, error: 'corrupted' };
  const data = readData(envelope.body);
  return data ? { ok: true, data } : { ok: false, error: 'corrupted' };
}

function readPerson(raw: unknown): PersonBackup | null {
  if (!isRecord(raw) || typeof raw.name !== 'string') return null;
  const name = raw.name.trim();
  if (!name || [...name].length > PERSON_NAME_MAX) return null;
  const progress = readProgress(raw.progress);
  const completion = readCompletion(raw.completion);
  return progress && completion ? { name, progress, completion } : null;
}

export type EveryoneParseResult = { ok: true; data: EveryoneBackup } | { ok: false; error: BackupError };

/** Reads everyone's progress file: the same checks as one person's, then each person's. */
export async function parseEveryone(text: string, bytes = new TextEncoder().encode(text).length): Promise<EveryoneParseResult> {
  const envelope = await readEnvelope(text, bytes, EVERYONE_MAX_BYTES);
  if (!envelope.ok) return envelope;
  if (envelope.format === FORMAT_VERSION) return { ok: false, error: 'onePersonFile' };
  const { body } = envelope;
  const lang = body.lang === null || body.lang === undefined ? null : isLang(body.lang) ? body.lang : undefined;
  if (lang === undefined || !Array.isArray(body.people) || body.people.length === 0 || body.people.length > MAX_PEOPLE) {
    return { ok: false, error: 'corrupted' };
  }
  const people = body.people.map(readPerson);
  if (people.some((p) => p === null)) return { ok: false, error: 'corrupted' };
  return { ok: true, data: { lang, people: people as PersonBackup[] } };
}
