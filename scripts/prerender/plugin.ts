import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin, type PluginOption } from 'vite';
import type { Lang } from '../../src/content/types';
import { DEFAULT_LANG, LANGS } from '../../src/config/domain.ts';
import { moduleStartHtml, pageHtml, startHtml, withCanonicalRedirect, withStartWatch } from './html.ts';
import { bootScript } from './boot.ts';
import { moduleStartRoutes, prerenderRoutes, type PrerenderRoute } from './routes.ts';

function chunkFor(bundle: OutputBundle, source: string): OutputChunk {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  // The chunk the module starts, else the one it was merged into (the bundler may join dynamic entries).
  const chunk =
    chunks.find((c) => (c.facadeModuleId ?? '').endsWith(source)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
  if (!chunk) {
    throw new Error(`prerender: no chunk for ${source}`);
  }
  return chunk;
}

/** A chunk and its static imports, minus what the entry HTML already loads. */
function closure(bundle: OutputBundle, start: OutputChunk, skip: Set<string>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

type RenderPage = (path: string, signedIn: boolean) => Promise<string>;

/** The app's own components, rendered in Node through Vite's SSR loader. */
async function withRenderer<T>(appPlugins: PluginOption[], withPage: (render: RenderPage) => Promise<T>): Promise<T> {
  const { Window } = await import('happy-dom');
  // SafeHtml parses content markup with DOMParser and reads Node's constants; Node.js has neither.
  const window = new Window();
  Object.assign(globalThis, { DOMParser: window.DOMParser, Node: window.Node });
  const server = await createServer({
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: appPlugins,
    server: { middlewareMode: true, hmr: false, ws: false },
    // Rendering loads modules on demand: no dependency pre-bundling (its scan cannot resolve the
    // PWA plugin's virtual module and only adds a warning).
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    resolve: {
      alias: [
        // The app's own `@/` imports (this server runs without vite.config.ts).
        { find: /^@\//, replacement: `${path.resolve('src')}/` },
        { find: /^react\/jsx-dev-runtime$/, replacement: path.resolve('src/app/prerender/jsx-dev-runtime.ts') },
      ],
    },
  });
  try {
    const mod = (await server.ssrLoadModule('/src/app/prerender/render.tsx')) as { renderPage: RenderPage };
    return await withPage(mod.renderPage);
  } finally {
    await server.close();
  }
}

/**
 * Writes dist/<route>/index.html for the entry screen and every section and module stage page:
 * the built index.html with the page's markup (so the first paint needs no JavaScript), its
 * CSS and module preloads. Start-up (src/app/start.ts) then hydrates the entry screen and
 * renders the live app over the other pages.
 */
export function prerenderPages(appPlugins: () => PluginOption[]): Plugin {
  let langs: readonly Lang[] = [DEFAULT_LANG];
  return {
    name: 'toolkit-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      if (config.env.VITE_ENABLE_FRENCH === 'true') langs = LANGS;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('prerender: index.html not in the bundle');
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      const entryFiles = new Set(entry ? closure(bundle, entry, new Set()).map((c) => c.fileName) : []);
      // Every page, the app shell included: a deploy whose app cannot start recovers (src/boot/start-watch.ts).
      const firstScript = this.getFileName(
        this.emitFile({ type: 'asset', name: 'start-watch.js', source: await bootScript('first-script') }),
      );
      shell.source = withStartWatch(String(shell.source), firstScript);
      const pageScript = this.getFileName(
        this.emitFile({ type: 'asset', name: 'page-script.js', source: await bootScript('page-script') }),
      );
      const entryGate = this.getFileName(this.emitFile({ type: 'asset', name: 'entry-gate.js', source: await bootScript('entry-gate') }));
      const assetsFor = (route: PrerenderRoute) => {
        // The entry screen's code is the entry chunk, which its shell already links.
        const starts = route.page ? [chunkFor(bundle, route.page), chunkFor(bundle, `src/content/${route.lang}/index.ts`)] : [];
        const chunks = starts.flatMap((c) => closure(bundle, c, entryFiles));
        return {
          css: [...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))],
          modulePreload: [...new Set(chunks.map((c) => c.fileName))],
          firstScript,
          pageScript,
          entryGate,
        };
      };
      // The start addresses (the installed app opens at /toolkit) go on from HTML, not from the app.
      const redirectRef = this.emitFile({ type: 'asset', name: 'start-redirect.js', source: await bootScript('start-redirect') });
      for (const prefix of ['toolkit', 'resources']) {
        const html = startHtml(String(shell.source), { file: this.getFileName(redirectRef), prefix, langs, firstScript, pageScript });
        this.emitFile({ type: 'asset', fileName: `${prefix}/index.html`, source: html });
      }
      for (const start of moduleStartRoutes(langs)) {
        const html = moduleStartHtml(String(shell.source), { file: this.getFileName(redirectRef), fullId: start.fullId });
        this.emitFile({ type: 'asset', fileName: `${start.path.slice(1)}/index.html`, source: html });
      }
      const routes = prerenderRoutes(langs);
      await withRenderer(appPlugins(), async (render) => {
        for (const route of routes) {
          const signedIn = route.audience !== 'visitor';
          const html = pageHtml(String(shell.source), route, await render(route.path, signedIn), assetsFor(route));
          this.emitFile({ type: 'asset', fileName: `${route.path.slice(1)}/index.html`, source: html });
        }
      });
      // Last: the pages above are made from the shell without it.
      shell.source = withCanonicalRedirect(String(shell.source), { file: this.getFileName(redirectRef), langs, known: LANGS });
    },
  };
}
