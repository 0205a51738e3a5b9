/**
 * Full screen for the whole page, where the browser allows it. Browsers allow it only inside a
 * user's gesture (a click, a key press), so callers ask from their event handler; a refusal or
 * a browser without the API (iPhone Safari) leaves the page in its window, with no error.
 */
export function enterFullscreen(doc: Document = document): void {
  const root = doc.documentElement;
  if (doc.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function exitFullscreen(doc: Document = document): void {
  if (doc.fullscreenElement && typeof doc.exitFullscreen === 'function') doc.exitFullscreen().catch(() => undefined);
}

/** F: in and out of full screen (in a key handler, so the browser counts it as a gesture). */
export function toggleFullscreen(doc: Document = document): void {
  if (doc.fullscreenElement) exitFullscreen(doc);
  else enterFullscreen(doc);
}
