/* global window, document, navigator, sessionStorage */
/*
 * Classic script, the first in every page's <head> (prerendered pages and the app shell alike),
 * independent of the app's own code. It watches the app start: if the app's scripts fail to
 * load or throw before start-up marks <html data-app-started> (src/app/start.ts), the deploy
 * this page came from is broken, and the "Update available — Reload" prompt of the app will
 * never show. Then it looks for a newer version of the service worker: one waiting (or found
 * now, or later while the page stays broken) is told to take over (SKIP_WAITING) and the page
 * reloads into it once, so installed tablets recover without closing every window. Meanwhile a
 * plain notice says what happened and offers Reload.
 */
(function () {
  var html = document.documentElement;
  var failed = false;
  var RELOAD_KEY = 'toolkit.recoveryReload';
  var CHECK_MS = 30000;

  function ours(url) {
    return typeof url === 'string' && url.indexOf(window.location.origin + '/') === 0;
  }

  /** A script of this origin that could not load, an error thrown by one, or start-up's rejection. */
  function isStartFailure(event) {
    if (event.type === 'unhandledrejection') return true;
    var target = event.target;
    if (target && target.tagName === 'SCRIPT') return ours(target.src);
    return ours(event.filename);
  }

  function reloadOnce() {
    try {
      var last = Number(sessionStorage.getItem(RELOAD_KEY) || 0);
      if (Date.now() - last < 10000) return;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    } catch {
      // No session storage: reload anyway; controllerchange fires once per new worker.
    }
    window.location.reload();
  }

  function notice() {
    if (document.getElementById('start-failed')) return;
    var fr = (html.getAttribute('lang') || '').indexOf('fr') === 0;
    var box = document.createElement('div');
    box.id = 'start-failed';
    box.setAttribute('role', 'alert');
    box.className = 'start-failed';
    var text = document.createElement('p');
    text.textContent = fr
      ? 'La boîte à outils n’a pas pu démarrer. Rechargez la page ; si cela ne suffit pas, réessayez une fois connecté.'
      : 'The toolkit could not start. Reload the page; if that does not help, try again once you are connected.';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = fr ? 'Recharger' : 'Reload';
    button.addEventListener('click', function () {
      window.location.reload();
    });
    box.appendChild(text);
    box.appendChild(button);
    (document.body || html).appendChild(box);
  }

  function takeOver(worker) {
    if (worker) worker.postMessage({ type: 'SKIP_WAITING' });
  }

  function recover() {
    var sw = navigator.serviceWorker;
    if (!sw) return;
    sw.addEventListener('controllerchange', reloadOnce);
    sw.getRegistration().then(function (registration) {
      if (!registration) return;
      registration.addEventListener('updatefound', function () {
        var worker = registration.installing;
        if (!worker) return;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed') takeOver(worker);
        });
      });
      if (registration.waiting) return takeOver(registration.waiting);
      var check = function () {
        registration.update().catch(function () {});
      };
      check();
      window.setInterval(check, CHECK_MS);
      window.addEventListener('online', check);
    });
  }

  function onFailure(event) {
    if (failed || html.hasAttribute('data-app-started') || !isStartFailure(event)) return;
    failed = true;
    html.setAttribute('data-start-failed', '');
    if (document.body) notice();
    else document.addEventListener('DOMContentLoaded', notice);
    recover();
  }

  window.addEventListener('error', onFailure, true);
  window.addEventListener('unhandledrejection', onFailure);
})();
