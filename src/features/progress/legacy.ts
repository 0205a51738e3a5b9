import { parseJson } from '../../lib/safe-parse';
import { sanitiseProgress, type ProgressMap } from './progress';

/** Older builds keyed modules 1 and 6 by bare number and a/b by code. */
const LEGACY_KEYS: Record<string, string> = {
  '1': '1-training',
  '6': '6-training',
  a: '1-implementation',
  b: '6-implementation',
};

/** Parses the legacy JSON value; anything unreadable migrates as nothing. */
export function parseLegacy(json: string | null): ProgressMap {
  if (!json) return {};
  const parsed = parseJson(json);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return {};
  const renamed = Object.fromEntries(Object.entries(parsed.value).map(([k, v]) => [LEGACY_KEYS[k] ?? k, v]));
  return sanitiseProgress(renamed);
}
