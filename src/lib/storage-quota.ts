import { logError } from './log';

/**
 * The only place the app touches navigator.storage. Every call survives the
 * API being absent (WebKitGTK without its flag, older Safari) or throwing.
 */

export interface StorageEstimateInfo {
  usage?: number;
  quota?: number;
  /** True: kept until the user removes it; false: may be evicted; 'unknown': the browser does not say. */
  persisted: boolean | 'unknown';
}

function manager(): StorageManager | undefined {
  return globalThis.navigator?.storage;
}

/** Whether the browser promised to keep this origin's storage; 'unknown' without the API. */
export async function isPersisted(): Promise<boolean | 'unknown'> {
  const persisted = manager()?.persisted;
  if (typeof persisted !== 'function') return 'unknown';
  try {
    return (await persisted.call(manager())) === true;
  } catch (error) {
    logError('storage persisted()', error);
    return 'unknown';
  }
}

/** Asks the browser not to evict offline content (Safari 15.2+, Chromium, Firefox). */
export async function requestPersistence(): Promise<boolean> {
  const storage = manager();
  try {
    if ((await storage?.persisted?.()) === true) return true;
    return (await storage?.persist?.()) === true;
  } catch (error) {
    logError('storage persist()', error);
    return false;
  }
}

async function estimate(): Promise<StorageEstimate | undefined> {
  try {
    return await manager()?.estimate?.();
  } catch (error) {
    logError('storage estimate()', error);
    return undefined;
  }
}

export async function estimateStorage(): Promise<StorageEstimateInfo> {
  const [info, persisted] = await Promise.all([estimate(), isPersisted()]);
  return { usage: info?.usage, quota: info?.quota, persisted };
}
