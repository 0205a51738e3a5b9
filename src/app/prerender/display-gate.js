/* global window, document */
/*
 * Classic script, run first on every page (the build emits it with the start watch, in the one
 * blocking script of each <head>: scripts/prerender/paint-gate.ts). It sets the reader's display
 * choices — text size, spacing, theme, motion — on <html> before anything paints, from the
 * attributes the app keeps in localStorage for whoever uses the device now
 * (src/features/display/follow-display.ts), so a dark or large page never flashes light or small.
 * Only the values the style sheets know are set.
 */
(function () {
  var ALLOWED = {
    'data-text-size': /^(125|150|200)$/,
    'data-spacing': /^comfortable$/,
    'data-theme': /^(light|dark|contrast)$/,
    'data-motion': /^reduced$/,
  };
  try {
    var stored = JSON.parse(window.localStorage.getItem('__DISPLAY_HINT_KEY__') || '{}');
    for (var name in ALLOWED) {
      var value = stored && stored[name];
      if (typeof value === 'string' && ALLOWED[name].test(value)) document.documentElement.setAttribute(name, value);
    }
  } catch {
    // No storage or a broken value: the page paints with the default display.
  }
  // No theme chosen: the system's (the same rule as systemTheme in src/features/display/display-settings.ts).
  if (!document.documentElement.hasAttribute('data-theme') && window.matchMedia) {
    if (window.matchMedia('(prefers-contrast: more)').matches) document.documentElement.setAttribute('data-theme', 'contrast');
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) document.documentElement.setAttribute('data-theme', 'dark');
  }
})();
