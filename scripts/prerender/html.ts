import type { PrerenderRoute } from './routes';

/** Assets a prerendered page links from its <head>. */
export interface PageAssets {
  css: string[];
  modulePreload: string[];
  /** The shell's first script, whose place the page script takes (src/boot/first-script.ts). */
  firstScript: string;
  /** The display choices, the start watch and the paint gate (src/boot/page-script.ts). */
  pageScript: string;
  /** The entry screen's start on the visitor's first use (src/boot/entry-gate.ts). */
  entryGate: string;
}

/*
 * Inline style is allowed by the CSP (style-src 'unsafe-inline'); inline script is not.
 * - the summary and quiz stages (progress-dependent, not prerendered) keep their place;
 * - gated pages: nothing prerendered shows unless the paint gate saw a stored session;
 * - the entry screen: nothing shows when it did (the app goes on to the implementation page);
 * - the header's Search button and person menu and a module's slides-on-this-device line are for signed-in users:
 *   without a session they are not in the live page either (the slide would otherwise paint lower
 *   than the live one draws it);
 * - a module with progress resumes elsewhere than the first-visit stage: only its header shows.
 */
const GATE_STYLE = [
  '.prerendered__live-only{min-height:100vh}',
  'html:not([data-session]) #root.prerendered[data-gated]{display:none}',
  'html[data-session] #root.prerendered[data-hydrate]{display:none}',
  'html:not([data-session]) .prerendered .header-search,html:not([data-session]) .prerendered .people-menu,html:not([data-session]) .prerendered .module-header__missing{display:none}',
  'html[data-started] .prerendered .module__body{visibility:hidden}',
].join('');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** The shell's module entry script tag (and its src). */
function entryScript(shell: string): RegExpExecArray {
  const entry = ENTRY_SCRIPT.exec(shell);
  if (!entry) throw new Error('index.html has no module entry script');
  return entry;
}

/** The shell with `script` (a classic script tag) run just before the app's. */
function beforeApp(shell: string, script: string): string {
  const entry = entryScript(shell)[0];
  return shell.replace(entry, `${script}${entry}`);
}

/** Without JavaScript the entry screen says so where its code field would be of no use. */
const NO_SCRIPT_HEAD = '<noscript><style>.code-form{display:none}</style></noscript>';
const NO_SCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const NO_SCRIPT_NOTE =
  '<noscript><p class="noscript-note" role="alert">The Operational Toolkit needs JavaScript. Turn it on in your browser’s settings, then reload this page.</p></noscript>';

/** The entry chunk's own imports, which the shell preloads: on a prerendered page they wait for the paint too. */
const SHELL_MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const PRELOAD_LINK = /^(?:<link rel="preload"[^>]*\/>)+/;

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** "<h1 …>Title</h1>" → "Title · Operational Toolkit" (still HTML-escaped, as the title needs). */
function pageTitle(markup: string): string | null {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1];
  const text = h1
    ?.replace(/<[^>]+>/g, '')
    .replace(/<!--.*?-->/g, '')
    .trim();
  return text ? `${text} · Operational Toolkit` : null;
}

/** React's resource hints (leading the rendered stream), then the page's markup. */
function splitHints(rendered: string): [hints: string, markup: string] {
  const hints = PRELOAD_LINK.exec(rendered)?.[0] ?? '';
  return [hints, rendered.slice(hints.length)];
}

/** The built index.html with the route's markup in #root and its first assets in <head>. */
export function pageHtml(shell: string, route: PrerenderRoute, rendered: string, assets: PageAssets): string {
  const [hints, markup] = splitHints(rendered);
  // The paint gate starts the app after the first paint instead (src/boot/paint-gate.ts).
  const entry = entryScript(shell);
  const visitor = route.audience === 'visitor';
  const shellPreload = [...shell.matchAll(SHELL_MODULE_PRELOAD)].map((m) => m[1]);
  const preload = [...shellPreload, ...assets.modulePreload.map((f) => `/${f}`)].join(' ');
  const head = [
    `<style>${GATE_STYLE}</style>`,
    route.audience === 'visitor' ? NO_SCRIPT_HEAD : '',
    ...assets.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    hints,
    visitor ? `<script src="/${assets.entryGate}" defer></script>` : '',
  ].join('');
  const firstScript = `<script src="/${assets.firstScript}"></script>`;
  if (!shell.includes(firstScript)) throw new Error('prerender: the shell has no first script to put the page script in place of');
  const pageScript =
    `<script src="/${assets.pageScript}"${route.fullId ? ` data-module="${escapeAttr(route.fullId)}"` : ''}` +
    ` data-app="${escapeAttr(entry[1])}" data-preload="${escapeAttr(preload)}" data-audience="${route.audience}"></script>`;
  // The entry screen keeps the shell's title, as the live app does.
  const title = visitor ? null : pageTitle(markup);
  if (visitor && !NO_SCRIPT.test(shell)) throw new Error('index.html has no <noscript>');
  // The entry screen's no-script note leads its page (entryRoot) instead.
  let html = (visitor ? shell.replace(NO_SCRIPT, '') : shell)
    .replace(firstScript, pageScript)
    .replace(entry[0], '')
    .replace(SHELL_MODULE_PRELOAD, '')
    .replace('</head>', `${head}</head>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return html.replace('<div id="root"></div>', visitor ? entryRoot(markup) : staticRoot(route, markup));
}

/**
 * The entry screen is the app's own markup, hydrated by the live app (src/app/mount.tsx): its code
 * field can be typed in from the first paint and keeps what was typed. Its no-script note leads the page.
 */
function entryRoot(markup: string): string {
  return `${NO_SCRIPT_NOTE}<div id="root" class="prerendered" data-hydrate>${markup}</div>`;
}

/**
 * Every other page, hydrated where this device shows it (src/app/mount.tsx). Not inert: a press
 * before then is held by the paint gate and made once hydrated; without JavaScript its links work.
 */
function staticRoot(route: PrerenderRoute, markup: string): string {
  return `<div id="root" class="prerendered"${route.audience === 'session' ? ' data-gated' : ''}>${markup}</div>`;
}

/**
 * The page of a start address (/toolkit, /resources): the shell's head (styles, icons, manifest)
 * with the start redirect in place of the app, and an empty body. Its first script is the page
 * script the prerendered page it goes on to loads (display choices, start watch; no app named, so
 * the gate starts none): the installed app's start fetches no script that page does not use again.
 * Without JavaScript, a refresh to the entry screen of the first language.
 */
export function startHtml(
  shell: string,
  redirect: { file: string; prefix: string; langs: readonly string[]; firstScript: string; pageScript: string },
): string {
  const entry = entryScript(shell);
  const { file, prefix, langs } = redirect;
  const script =
    `<script src="/${file}" data-prefix="${escapeAttr(prefix)}" data-langs="${escapeAttr(langs.join(' '))}"></script>` +
    `<noscript><meta http-equiv="refresh" content="0; url=/${escapeAttr(prefix)}/${escapeAttr(langs[0])}"></noscript>`;
  return shell
    .replace(`<script src="/${redirect.firstScript}"></script>`, `<script src="/${redirect.pageScript}"></script>`)
    .replace(entry[0], '')
    .replace(SHELL_MODULE_PRELOAD, '')
    .replace('</head>', `${script}</head>`)
    .replace(/<body>[\s\S]*<\/body>/, '<body></body>');
}

/**
 * The page of a module's address without its stage: the app shell, whose app decides where it
 * goes, with the start redirect before the app's script, which goes on from HTML to the stage the
 * app would choose when the paint hints say (src/boot/start-redirect.ts).
 */
export function moduleStartHtml(shell: string, redirect: { file: string; fullId: string }): string {
  return beforeApp(shell, `<script src="/${redirect.file}" data-module="${escapeAttr(redirect.fullId)}"></script>`);
}

/**
 * The app shell, answered for every address the build has no page of: the start redirect before
 * the app's script sends an address the app would redirect (a prefix in capitals, a language the
 * build does not have) on to the one it names, from HTML (src/boot/start-redirect.ts).
 */
export function withCanonicalRedirect(
  shell: string,
  redirect: { file: string; langs: readonly string[]; known: readonly string[] },
): string {
  const attributes = `data-canonical data-langs="${escapeAttr(redirect.langs.join(' '))}" data-known="${escapeAttr(redirect.known.join(' '))}"`;
  return beforeApp(shell, `<script src="/${redirect.file}" ${attributes}></script>`);
}
/** The app shell with the start watch as the first script of its <head>. */
export function withStartWatch(shell: string, file: string): string {
  const at = shell.indexOf('<meta charset="UTF-8" />');
  if (at === -1) throw new Error('index.html has no <meta charset> to put the start watch after');
  const end = at + '<meta charset="UTF-8" />'.length;
  return `${shell.slice(0, end)}\n    <script src="/${file}"></script>${shell.slice(end)}`;
}
