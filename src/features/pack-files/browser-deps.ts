import { loadPackFileIO, packActions } from '@/features/packs';
import { PackFileProblem } from './errors';
import type { ImportDeps } from './import-pack';
import { openZip } from './zip-reader';

/** An import in the browser: this app's precached content index and the media cache (the pack engine's), the pack engine. */
export async function importDeps(): Promise<ImportDeps> {
  const io = await loadPackFileIO();
  return {
    openZip,
    loadIndex: io.loadIndex,
    hash: io.hash,
    isStored: io.isStored,
    store: (entry, data, sha256) =>
      io.store(entry, data, sha256).catch((error: unknown) => {
        // A full disk is the engine's PackError('quota') (read by its kind: its class stays in the engine's chunk).
        throw (error as { kind?: unknown } | undefined)?.kind === 'quota' ? new PackFileProblem('quota') : error;
      }),
    adopt: (key) => packActions.adopt(key),
  };
}
