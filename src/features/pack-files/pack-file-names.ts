import type { Lang } from '@/content/types';
import type { PackScope } from '@/features/packs';

/*
 * The pack file's fixed names, with no imports but types: the bad-file corpus (test-corpus.ts) builds files
 * with them outside the app (Playwright, Node).
 */

export const PACK_FILE_APP = 'operational-toolkit';
export const PACK_FILE_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';

/** Content path `/images/en/…` ↔ entry name `images/en/…`. */
export const entryName = (path: string): string => path.replace(/^\/+/, '');
export const pathOfEntry = (name: string): string => `/${name}`;

/** The name a person sees: what it is, for which language, and which content version. */
export function packFileName(lang: Lang, scope: PackScope, contentVersion: string): string {
  return `${PACK_FILE_APP}-${lang}-${scope}-${contentVersion.replace(/[^\w.-]/g, '').slice(0, 12)}.zip`;
}
