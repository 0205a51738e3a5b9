import { sanitiseProgress, type ModuleProgress, type ProgressMap } from './progress';

/** Older builds keyed modules 1 and 6 by bare number and a/b by code. */
const LEGACY_KEYS: Record<string, string> = {
  '1': '1-training',
  '6': '6-training',
  a: '1-implementation',
  b: '6-implementation',
};

function merge(a: ModuleProgress | undefined, b: ModuleProgress): ModuleProgress {
  if (!a) return b;
  return {
    slide: Math.max(a.slide, b.slide),
    slidesComplete: a.slidesComplete || b.slidesComplete,
    quizPassed: a.quizPassed || b.quizPassed,
  };
}

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

/** Current progress wins ties; nothing already recorded is ever lowered. */
export function mergeProgress(current: ProgressMap, legacy: ProgressMap): ProgressMap {
  const result: ProgressMap = { ...current };
  for (const [id, entry] of Object.entries(legacy) as [keyof ProgressMap, ModuleProgress][]) {
    result[id] = merge(result[id], entry);
  }
  return result;
}
