/* global window, document */
/*
 * Classic script of the prerendered entry screen only (deferred: it runs once the page is
 * parsed, after the paint gate). A visitor's entry screen works from its HTML: the code field
 * takes typing and a paste, its links go, and a submit waits for the app (paint-gate.js). So the
 * app, most of the toolkit's script, starts at the visitor's first sign of use (a touch, a
 * pointer, a key, a focus), or when another tab stores a sign-in (its hints change): a tablet
 * left on the entry screen runs none of it. The paint gate leaves its start here
 * (window.toolkitStartApp); with a stored session it has started the app itself, and set none.
 */
(function () {
  var start = window.toolkitStartApp;
  if (!start) return;
  // Without the app, the page still registers the service worker as the app does
  // (src/lib/sw-register.ts: /sw.js, scope /, classic; after the page's load), so a first visit
  // saves the toolkit for offline use; the app's own registration later adopts it.
  var sw = window.navigator.serviceWorker;
  if (sw) {
    window.addEventListener('load', function () {
      sw.register('/sw.js', { scope: '/', type: 'classic' }).catch(function () {});
    });
  }
  var INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  function go() {
    for (var i = 0; i < INTENT.length; i++) document.removeEventListener(INTENT[i], go, true);
    window.removeEventListener('storage', go);
    start();
  }
  for (var i = 0; i < INTENT.length; i++) document.addEventListener(INTENT[i], go, { capture: true, passive: true });
  window.addEventListener('storage', go);
  // A field focused, a code submitted or a pointer come to rest on a control before this ran (a
  // fast hand as the page parsed; a resting pointer sends no more events): at work.
  var active = document.activeElement;
  if ((active && active !== document.body) || document.querySelector('[data-pending-submit],a:hover,button:hover,input:hover')) return go();
  // No hints, yet the app has stored data on this device (their write failed, they were cleared
  // on their own, or the data came before hints existed): it may hold a session, so the app starts
  // as on any other page. A device the app never ran on has no database; a browser that cannot
  // say starts the app.
  var hinted;
  try {
    hinted = window.localStorage.getItem('__PAINT_HINTS_KEY__') !== null;
  } catch {
    hinted = false;
  }
  if (hinted) return;
  var idb = window.indexedDB;
  if (!idb || !idb.databases) return go();
  idb.databases().then(function (list) {
    for (var i = 0; i < list.length; i++) if (list[i].name === '__STORAGE_DB_NAME__') return go();
  }, go);
})();
