/**
 * Small type guards for messages from outside this page (other tabs, the presenter window):
 * each checks a value's shape before it is used, so a malformed message is dropped, never applied.
 */
export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function oneOf<const T extends readonly unknown[]>(values: T): Guard<T[number]> {
  return (value): value is T[number] => values.includes(value);
}

export function arrayOf<T>(item: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(item);
}

/** An object whose every key passes `key` and every value passes `item`. */
export function recordOf<K extends string, T>(key: Guard<K>, item: Guard<T>): Guard<Partial<Record<K, T>>> {
  return (value): value is Partial<Record<K, T>> => isRecord(value) && Object.entries(value).every(([k, v]) => key(k) && item(v));
}

/** An object with these fields (optional ones may be missing or undefined); other fields are ignored. */
export function shape<T>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> {
  return (value): value is T => isRecord(value) && Object.entries<Guard<unknown>>(fields).every(([name, guard]) => guard(value[name]));
}

export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}
