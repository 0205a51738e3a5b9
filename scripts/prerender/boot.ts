import path from 'node:path';
import { build } from 'rolldown';

/** The boot scripts: src/boot/<name>.ts, each exporting `boot()`, run by a page before (or without) the app. */
export type BootScript = 'first-script' | 'page-script' | 'start-redirect' | 'entry-gate';

const ENTRY = '\0boot-entry';

/**
 * A boot script as the build emits it: one classic script (an IIFE: no module loading before the
 * first paint, and a plain file from 'self' under the CSP), its imports from src/ bundled in,
 * minified. The script calls the module's `boot()`.
 */
export async function bootScript(name: BootScript): Promise<string> {
  const source = path.resolve(`src/boot/${name}.ts`);
  const { output } = await build({
    input: ENTRY,
    write: false,
    platform: 'browser',
    logLevel: 'warn',
    resolve: { alias: { '@': path.resolve('src') } },
    // Only what a script calls comes in: the modules it takes names from (a hook's file for its
    // selector, say) are plain declarations, and their other imports (React) stay out.
    treeshake: { moduleSideEffects: false },
    plugins: [
      {
        name: 'boot-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? `import { boot } from ${JSON.stringify(source)};\nboot();\n` : null),
      },
    ],
    output: { format: 'iife', minify: true },
  });
  return output[0].code;
}
