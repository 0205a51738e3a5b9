/**
 * Whether an error is the browser failing to fetch a piece of the app's code (a lazily loaded
 * chunk or its stylesheet), as each engine words it: Chromium, Firefox, Safari, and Vite's
 * preload helper. Such a page is not broken: it lacks code it has not got yet.
 */
export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
