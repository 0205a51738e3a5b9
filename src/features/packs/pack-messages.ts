import { isLang } from '@/config/domain';
import { arrayOf, isBoolean, isCount, isRecord, isString, nullable, oneOf, optional, recordOf, shape, type Guard } from '@/lib/guards';
import type { StorageEstimateInfo } from '@/lib/storage-quota';
import type { JobProgress } from './download-job';
import type { JobState } from './offline-store';
import type { PackAction, PackMessage } from './pack-link';
import type { PackPrefs } from './pack-prefs';
import { PACK_SCOPES, type PackKey } from './packs';

/*
 * The shapes of the downloading tab's messages, checked on arrival: a tab of another build (mid
 * update) must not put a malformed job or a path that is not a string into this tab's state.
 */

export const isPackKey = (value: unknown): value is PackKey => {
  if (!isString(value)) return false;
  const [lang, scope, ...rest] = value.split(':');
  return rest.length === 0 && isLang(lang) && (PACK_SCOPES as readonly string[]).includes(scope);
};

const isProgress = shape<JobProgress>({
  filesDone: isCount,
  filesTotal: isCount,
  bytesDone: isCount,
  bytesTotal: isCount,
  bytesFetched: isCount,
});

const isJob = shape<JobState>({
  status: oneOf(['running', 'paused', 'waiting', 'error'] as const),
  progress: optional(isProgress),
  error: optional(oneOf(['network', 'quota', 'integrity', 'http', 'aborted', 'unsupported'] as const)),
});

const isPrefs = shape<PackPrefs>({ wanted: recordOf(isPackKey, isBoolean), paused: recordOf(isPackKey, isBoolean) });

const isStorage = shape<StorageEstimateInfo>({
  usage: optional(isCount),
  quota: optional(isCount),
  persisted: (value): value is boolean | 'unknown' => isBoolean(value) || value === 'unknown',
});

const isAction = oneOf(['start', 'pause', 'resume', 'clear', 'adopt'] as const) satisfies Guard<PackAction>;

const isState = shape<Extract<PackMessage, { type: 'state' }>>({
  type: oneOf(['state'] as const),
  jobs: recordOf(isPackKey, isJob),
  prefs: isPrefs,
  storage: nullable(isStorage),
  added: arrayOf(isString),
  removed: arrayOf(isString),
});

const isDo = shape<Extract<PackMessage, { type: 'do' }>>({
  type: oneOf(['do'] as const),
  id: isString,
  action: isAction,
  key: isPackKey,
});

export function isPackMessage(value: unknown): value is PackMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'hello' || value.type === 'suspend') return true;
  if (value.type === 'ack') return isString(value.id);
  return isState(value) || isDo(value);
}
