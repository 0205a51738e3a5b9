/* global window, document */
/*
 * Classic script, loaded (blocking, from 'self': no inline script under the CSP) in the
 * <head> of prerendered pages only. It reads the non-secret hints src/lib/paint-hints.ts
 * keeps in localStorage and marks <html> before the body paints:
 *   data-session  a session id is stored: a gated page's prerendered body may show;
 *   data-started  this module has progress: its prerendered first-visit stage must not show.
 * The session id itself is never in localStorage.
 * Then, once the page has painted, it starts the app (data-app) and the page's chunks
 * (data-preload), so their download and parsing never hold the first paint back. A page
 * whose body is hidden from this visitor (data-audience) has nothing to paint: it starts at once;
 * a visitor's entry screen leaves its start to entry-gate.js (the visitor's first sign of use).
 * Until the app hydrates the entry screen (#root[data-hydrate]), a form submitted there waits
 * for it (data-pending-submit) rather than leaving the page. On every other page, a press on
 * the static copy (a link, a button, a tab) is held in window.toolkitHeldPresses, named by the
 * control's address or name and its place among its namesakes, and the live app presses the
 * same control once it has replaced the copy (src/app/held-presses.ts); so is a choice made in a
 * list (a <select>). Search's keys typed on the copy, and a module's slide keys (left and right
 * arrows) on its slides' copy, are held the same way (the live app's listeners take them).
 */
(function () {
  var script = document.currentScript;
  var session = false;
  try {
    var hints = JSON.parse(window.localStorage.getItem('__PAINT_HINTS_KEY__') || '{}');
    var html = document.documentElement;
    session = hints.session === true;
    if (session) html.setAttribute('data-session', '');
    var meta = document.querySelector('meta[name="toolkit-module"]');
    var started = Array.isArray(hints.started) ? hints.started : [];
    if (meta && started.indexOf(meta.getAttribute('content')) !== -1) html.setAttribute('data-started', '');
  } catch {
    // No storage: gated prerendered content stays hidden; the app renders as before.
  }
  // A module page holds a copy for each layout (narrow; wide from 1200px, the width the gate style
  // and the live page switch at): once parsed, the one this window does not show goes, so the page
  // has each control and text once (a find, a screen reader's browse mode, a held press's place).
  document.addEventListener('DOMContentLoaded', function () {
    var wide = window.matchMedia('(min-width: 1200px)').matches;
    var unused = document.querySelector(wide ? '.prerendered__narrow' : '.prerendered__wide');
    if (unused) unused.remove();
  });
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.closest || !form.closest('#root[data-hydrate]')) return;
      event.preventDefault();
      form.setAttribute('data-pending-submit', '');
    },
    true,
  );
  var CONTROL = 'a[href],button,[role="tab"],[role="button"],summary';
  var HELD_TRACK_PREFIX = '__HELD_TRACK_PREFIX__';
  // A link that opens a new tab opens from the copy at once, as the browser's own action: made
  // later by the app's script it would lack the press's gesture, and a popup blocker could refuse it.
  // Its track call is kept for the outbox's next start (src/features/outbox/held-tracks.ts), so it
  // is sent even when this page is left before the app takes over.
  function openedFromCopy(control) {
    if (control.tagName !== 'A' || control.getAttribute('target') !== '_blank') return false;
    var resource = control.getAttribute('data-track-key');
    if (resource) {
      try {
        window.localStorage.setItem(HELD_TRACK_PREFIX + eventId(), JSON.stringify({ resource: resource, at: Date.now() }));
      } catch {
        // No storage or no Web Crypto: the tab opens all the same; only its track call is lost.
      }
    }
    return true;
  }
  /** The call's id, a UUID v4 as the API wants its Idempotency-Key (src/lib/event-id.ts makes the same). */
  function eventId() {
    var c = window.crypto;
    if (c.randomUUID) return c.randomUUID();
    var b = c.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64;
    b[8] = (b[8] & 63) | 128;
    var h = '';
    for (var i = 0; i < 16; i++) h += (b[i] + 256).toString(16).slice(1);
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }
  var presses = (window.toolkitHeldPresses = []);
  // A control whose name the live page changes (the person menu names its person) says which it is.
  function keyOf(el) {
    if (el.hasAttribute('data-press')) return 'press:' + el.getAttribute('data-press');
    if (el.tagName === 'A') return 'href:' + el.getAttribute('href');
    return 'name:' + (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  // A control's place among its namesakes (`selector`), counted in the copy drawn for this width
  // (a module page has a narrow and a wide one until it is parsed).
  function placeOf(el, selector) {
    var key = keyOf(el);
    var all = (el.closest('.prerendered__narrow,.prerendered__wide') || el.closest('.prerendered')).querySelectorAll(selector);
    var index = 0;
    for (var i = 0; i < all.length && all[i] !== el; i++) if (keyOf(all[i]) === key) index++;
    return { key: key, index: index };
  }
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var copy = target && target.closest && target.closest('.prerendered');
      if (!copy) return;
      var control = target.closest(CONTROL);
      if (control && openedFromCopy(control)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!control) return;
      presses.push(placeOf(control, CONTROL));
    },
    true,
  );
  // A press that straddles the take-over: down on the copy's control, up on the live page. No click
  // follows (the control it began on is gone), so it is held at the release, unless the release
  // made a click on a live control itself; the live app is told (src/app/start.ts), having
  // replayed what was held before.
  var down = null;
  document.addEventListener(
    'pointerdown',
    function (event) {
      var target = event.target;
      var control = target && target.closest && target.closest('.prerendered') && target.closest(CONTROL);
      down = control && event.isPrimary ? { control: control, place: placeOf(control, CONTROL) } : null;
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    function (event) {
      var press = down;
      down = null;
      if (!press || !event.isPrimary || press.control.isConnected) return;
      var clicked = false;
      function seen(click) {
        clicked = clicked || Boolean(click.target && click.target.closest && click.target.closest(CONTROL));
      }
      document.addEventListener('click', seen, true);
      window.setTimeout(function () {
        document.removeEventListener('click', seen, true);
        if (clicked) return;
        presses.push(press.place);
        document.dispatchEvent(new window.Event('toolkit-held-press'));
      }, 0);
    },
    true,
  );
  // A choice made in a list on the copy (the narration's speed): held with the presses, in order,
  // named by its options and place, and made on the live page's list.
  document.addEventListener(
    'change',
    function (event) {
      var select = event.target;
      if (!select || select.tagName !== 'SELECT' || !select.closest('.prerendered')) return;
      var place = placeOf(select, 'select');
      presses.push({ key: place.key, index: place.index, value: select.value });
    },
    true,
  );
  // Search's keys (`/` or Ctrl/⌘+K, then what is typed) on the copy, or after it while they wait to be
  // replayed: the live app's shortcut and typing buffer are not there yet, and a fast typist's
  // query was lost. Held in the same list, in order with the presses. Other keys keep their default.
  function opener(event) {
    var command = event.ctrlKey || event.metaKey;
    return command ? !event.altKey && event.key.toLowerCase() === 'k' : !event.altKey && event.key === '/';
  }
  // Past the copy, keys wait for the replay a few seconds at most: a replay that never comes (the
  // app gave up on its start) must not keep the live page's keys.
  var TYPING_AFTER_COPY_MS = 5000;
  var copyGoneAt = 0;
  function searchHeld() {
    if (document.querySelector('.prerendered')) copyGoneAt = 0;
    else if (!copyGoneAt) copyGoneAt = Date.now();
    else if (Date.now() - copyGoneAt > TYPING_AFTER_COPY_MS) return false;
    for (var i = 0; i < presses.length; i++) if (presses[i].keydown !== undefined && !presses[i].slide) return true;
    return false;
  }
  // A module's slide keys (left and right arrows, src/features/modules/slides/use-slide-keys.ts) on
  // the copy of its slides: the live page's listener is not there yet. Held with the rest, and the
  // live page counts each from the slide the previous one asked for.
  var OWN_ARROWS = '__OWN_ARROWS__';
  function slideKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
    if (event.target && event.target.closest && event.target.closest(OWN_ARROWS)) return false;
    var html = document.documentElement;
    return !html.hasAttribute('data-started') && Boolean(document.querySelector('.prerendered .slides-stage'));
  }
  document.addEventListener(
    'keydown',
    function (event) {
      var target = event.target;
      if (event.isComposing || (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))) return;
      if (slideKey(event)) {
        event.preventDefault();
        event.stopPropagation();
        presses.push({ keydown: event.key, shiftKey: false, ctrlKey: false, metaKey: false, slide: true });
        return;
      }
      var typing = searchHeld();
      if (!typing && !(opener(event) && document.querySelector('.prerendered'))) return;
      var text = !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace');
      if (typing && !text && !opener(event)) return;
      event.preventDefault();
      event.stopPropagation();
      presses.push({ keydown: event.key, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey });
    },
    true,
  );
  if (!script) return;
  var audience = script.getAttribute('data-audience');
  var hidden = audience === 'session' ? !session : audience === 'visitor' && session;
  var app = script.getAttribute('data-app');
  var preload = (script.getAttribute('data-preload') || '').split(' ');
  var launched = false;
  function add(rel, href) {
    var el = document.createElement(rel === 'script' ? 'script' : 'link');
    if (rel === 'script') {
      el.type = 'module';
      el.src = href;
    } else {
      el.rel = rel;
      el.href = href;
    }
    el.crossOrigin = '';
    document.head.appendChild(el);
  }
  // Each request a link starts costs a slow tablet's main thread several milliseconds (a module
  // page's twenty chunks made one 150-200 ms task at 4x CPU): they are started a few at a time,
  // each batch a short task of its own, and the app's script after them.
  function addFrom(queue) {
    var began = Date.now();
    while (queue.length && Date.now() - began < 8) {
      var next = queue.shift();
      add(next[0], next[1]);
    }
    if (queue.length) window.setTimeout(addFrom, 0, queue);
  }
  function start() {
    if (launched) return;
    launched = true;
    var queue = [];
    for (var i = 0; i < preload.length; i++) if (preload[i]) queue.push(['modulepreload', preload[i]]);
    if (app) queue.push(['script', app]);
    addFrom(queue);
  }
  // The page's largest paint is the image its head preloads (a module's first slide): the app
  // replacing it before it was drawn would make the live copy's image the largest paint, later.
  function afterHintedImages() {
    var hints = document.querySelectorAll('link[rel="preload"][as="image"]');
    var images = document.getElementsByTagName('img');
    var waits = [];
    for (var h = 0; h < hints.length; h++) {
      for (var i = 0; i < images.length; i++) {
        var img = images[i];
        if (img.getAttribute('src') === hints[h].getAttribute('href') && img.decode) waits.push(img.decode().catch(function () {}));
      }
    }
    Promise.all(waits).then(function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    });
  }
  if (hidden) return void window.setTimeout(start, 0);
  // A visitor's entry screen starts at the visitor's first sign of use (entry-gate.js, its own script).
  if (audience === 'visitor') return void (window.toolkitStartApp = start);
  // Only once the static copy has been painted: a start inside the first frame (before its paint is
  // presented) made the page's first paint wait for the app's chunks in about one load in three.
  // The timer covers tabs that never paint (opened in the background) and an image slow to come.
  var PO = window.PerformanceObserver;
  var types = (PO && PO.supportedEntryTypes) || [];
  if (types.indexOf('paint') !== -1) {
    // The contentful paint, not the first one (which can be the background alone on a busy device).
    new PO(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterHintedImages();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    });
  }
  window.setTimeout(start, 1000);
})();
