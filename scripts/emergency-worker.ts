import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { emergencyWorker } from '../sw/emergency';

/** The emergency build's sw.js: sw/emergency.ts's worker, run on the worker's global scope. */
export function emergencyWorkerSource(): string {
  return `// The emergency build's service worker (sw/emergency.ts).\n(${emergencyWorker.toString()})(self);\n`;
}

/**
 * In the emergency build (`enabled`: VITE_PWA_SELF_DESTROY=1, where vite-plugin-pwa's
 * `selfDestroying` keeps the pages from registering a worker and writes its own sw.js), writes
 * sw/emergency.ts's worker as sw.js instead, after the plugin has written its own.
 */
export function emergencyWorkerFile(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'toolkit-emergency-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (enabled) writeFileSync(path.join(outDir, 'sw.js'), emergencyWorkerSource());
      },
    },
  };
}
