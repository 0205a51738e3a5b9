import { importDeps } from './browser-deps';
import { importPackFile, type ImportProgress, type ImportResult } from './import-pack';

/** The import with the browser's deps: the chunk loaded when a person adds a pack file (the ZIP reader in it). */
export async function runImport(file: Blob, signal: AbortSignal, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  return importPackFile(file, await importDeps(), { signal, onProgress });
}
