/* global window, document */
/*
 * Classic script, loaded (blocking, from 'self': no inline script under the CSP) in the
 * <head> of prerendered pages only. It reads the non-secret hints src/lib/paint-hints.ts
 * keeps in localStorage and marks <html> before the body paints:
 *   data-session  a session id is stored: a gated page's prerendered body may show;
 *   data-started  this module has progress: its prerendered first-visit stage must not show.
 * The session id itself is never in localStorage.
 */
(function () {
  try {
    var hints = JSON.parse(window.localStorage.getItem('toolkit.paintHints') || '{}');
    var html = document.documentElement;
    if (hints.session === true) html.setAttribute('data-session', '');
    var meta = document.querySelector('meta[name="toolkit-module"]');
    var started = Array.isArray(hints.started) ? hints.started : [];
    if (meta && started.indexOf(meta.getAttribute('content')) !== -1) html.setAttribute('data-started', '');
  } catch {
    // No storage: gated prerendered content stays hidden; the app renders as before.
  }
})();
