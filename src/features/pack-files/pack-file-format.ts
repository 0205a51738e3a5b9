import { isLang } from '@/config/domain';
import type { Lang } from '@/content/types';
import { arrayOf, isCount, isRecord, isString, shape } from '@/lib/guards';
import { parseJson, withinDepth } from '@/lib/safe-parse';
import { PACK_SCOPES, type PackScope } from '@/features/packs';

/*
 * The pack file: a ZIP of stored (not recompressed: the media are compressed already) entries,
 * `manifest.json` first, then each file of the pack under its content path without the leading
 * slash (`images/en/modules/2/slide-1.svg`). The manifest says what the file claims to be; an
 * import never trusts it for what it stores (each file is checked against this app's content
 * index), only to tell a damaged or lying file from one of another content version.
 */

import { PACK_FILE_APP, PACK_FILE_FORMAT } from './pack-file-names';

export { entryName, MANIFEST_NAME, PACK_FILE_APP, PACK_FILE_FORMAT, packFileName, pathOfEntry } from './pack-file-names';
/** A manifest of a few hundred lines is a few tens of KB: more is not ours. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface PackFileManifest {
  app: typeof PACK_FILE_APP;
  format: typeof PACK_FILE_FORMAT;
  /** The content index's version the files were saved from. */
  contentVersion: string;
  lang: Lang;
  pack: PackScope;
  files: ManifestFile[];
}

const isSha = (value: unknown): value is string => isString(value) && /^[0-9a-f]{64}$/.test(value);
const isFile = shape<ManifestFile>({ path: isString, bytes: isCount, sha256: isSha });
const isScope = (value: unknown): value is PackScope => (PACK_SCOPES as readonly unknown[]).includes(value);

export type ManifestReading = { ok: true; manifest: PackFileManifest } | { ok: false; error: 'notOurs' | 'damaged' };

/** Reads the manifest's text: another app's JSON is `notOurs`, ours malformed is `damaged`. */
export function parseManifest(text: string): ManifestReading {
  const parsed = parseJson(text);
  // A manifest is three levels deep; a hand-made file nested thousands deep is not one.
  if (!parsed.ok || !withinDepth(parsed.value, 8)) return { ok: false, error: 'notOurs' };
  const value = parsed.value;
  if (!isRecord(value) || value.app !== PACK_FILE_APP) return { ok: false, error: 'notOurs' };
  const ok =
    value.format === PACK_FILE_FORMAT &&
    isString(value.contentVersion) &&
    isLang(value.lang) &&
    isScope(value.pack) &&
    arrayOf(isFile)(value.files);
  return ok ? { ok: true, manifest: value as unknown as PackFileManifest } : { ok: false, error: 'damaged' };
}

const MEDIA_ROOT = /^(images|audio|videos|pdfs)\/[\w.-]/;

/**
 * An entry name that stays inside the pack's media folders: no `..` or `.` segment, no absolute
 * or drive path, no backslash, no empty segment. Anything else is refused before any byte is read.
 */
export function isSafeEntryName(name: string): boolean {
  if (!MEDIA_ROOT.test(name) || name.includes('\\') || name.includes('\0') || name.includes(':')) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
