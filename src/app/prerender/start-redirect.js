/* global window, document, navigator */
/*
 * Classic script, the only one of the pages at /toolkit and /resources (the installed app's start
 * address): it sends the visitor on from HTML, before any of the app's code loads, where the app
 * would (src/app/gates.tsx, EntryGate): a stored session to the implementation page, anyone else
 * to the entry screen, in the session's language, else the browser's, else the default — among the
 * languages this build has (data-langs, the first the default). It reads the same non-secret paint
 * hints as the paint gate; without them, the entry screen, whose own gate goes on if a session is
 * stored after all.
 * On a module's address without its stage (data-module: the module's full id; the page is the app
 * shell, this script before the app's), it goes on where the app would (spec §3): to the summary
 * when the module's slides are complete, else to the slides. A shared device names no module: there
 * the tab's own hint says (sessionStorage, the same key: the person using this tab, whom a reload
 * keeps). When neither says (a new tab on a shared device, nobody chosen, no hints yet) it does
 * nothing and the app decides once the person is known.
 * In the app shell (data-canonical: every address the build has no page of), it goes on to the
 * address the app would (src/app/routes.tsx, LangGate): the prefix in lowercase, a language this
 * build does not have (data-known: every language the app knows) in the default's place, the
 * query and hash kept; that address is a page of HTML, or the shell again with nothing to change.
 */
(function () {
  function canonical(script) {
    var here = window.location;
    var parts = here.pathname.split('/');
    var prefix = (parts[1] || '').toLowerCase();
    if (prefix !== 'toolkit' && prefix !== 'resources') return;
    parts[1] = prefix;
    var langs = script.getAttribute('data-langs').split(' ');
    var known = script.getAttribute('data-known').split(' ');
    if (parts.length > 2 && known.indexOf(parts[2]) !== -1 && langs.indexOf(parts[2]) === -1) parts[2] = langs[0];
    var to = parts.join('/');
    if (to !== here.pathname) here.replace(to + here.search + here.hash);
  }
  var script = document.currentScript;
  if (script.getAttribute('data-canonical') != null) return canonical(script);
  var module = script.getAttribute('data-module');
  var key = '__PAINT_HINTS_KEY__';
  var hints = {};
  try {
    hints = JSON.parse(window.localStorage.getItem(key) || '{}') || {};
  } catch {
    // No storage: the entry screen, in the browser's language.
  }
  if (module) {
    var complete = hints.complete;
    if (!Array.isArray(complete)) {
      try {
        complete = (JSON.parse(window.sessionStorage.getItem(key) || '{}') || {}).complete;
      } catch {
        // No tab storage: the app decides.
      }
    }
    if (!Array.isArray(complete)) return;
    var stage = complete.indexOf(module) !== -1 ? 'summary' : 'slides';
    var here = window.location;
    here.replace(here.pathname.replace(/\/+$/, '') + '/' + stage + here.search + here.hash);
    return;
  }
  var prefix = script.getAttribute('data-prefix');
  var langs = script.getAttribute('data-langs').split(' ');
  var candidates = [hints.lang].concat(Array.prototype.slice.call(navigator.languages || []));
  var lang = langs[0];
  for (var i = 0; i < candidates.length; i++) {
    var tag = typeof candidates[i] === 'string' ? candidates[i].slice(0, 2).toLowerCase() : '';
    if (langs.indexOf(tag) !== -1) {
      lang = tag;
      break;
    }
  }
  window.location.replace('/' + prefix + '/' + lang + (hints.session === true ? '/implementation' : ''));
})();
