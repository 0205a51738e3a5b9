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
  try {
    const raw = JSON.parse(json) as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    const renamed = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [LEGACY_KEYS[k] ?? k, v]),
    );
    return sanitiseProgress(renamed);
  } catch {
    return {};
  }
}
