import type { Lang } from '../../src/content/types';
import { LANGS } from '../../src/config/domain';
import { searchIndexJson } from './build-index';

/** Every language's index, computed as this module loads (the build's plugin imports it, ./plugin.ts). */
export const indexes = Object.fromEntries(
  await Promise.all(LANGS.map(async (lang) => [lang, await searchIndexJson(lang)] as const)),
) as Record<Lang, string>;
