/**
 * The promise, or undefined once `ms` have passed, whichever comes first. For `waitUntil`:
 * a service worker with an extended event still pending cannot be replaced, so a new version
 * waiting to activate (and every navigation held for it) would wait for a download that may
 * never end. Work given up on this way is simply done again next time.
 */
export function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
