import { useCallback, useRef, useState } from 'react';
import { logError } from '@/lib/log';
import type { ImportProgress, ImportResult } from './import-pack';

export type ImportState =
  | { kind: 'idle' }
  | { kind: 'running'; fileName: string; progress: ImportProgress | null }
  | { kind: 'finished'; fileName: string; result: ImportResult };

/**
 * Adds a pack from a file: the import's code (and its ZIP reader) loads at the first file, so
 * the offline page carries none of it. One import at a time; `cancel` stops it between files.
 */
export function usePackImport() {
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (file: File) => {
    if (controller.current) return;
    const abort = (controller.current = new AbortController());
    const fileName = file.name;
    setState({ kind: 'running', fileName, progress: null });
    try {
      const { runImport } = await import('./import-run');
      const result = await runImport(file, abort.signal, (progress) => setState({ kind: 'running', fileName, progress }));
      setState({ kind: 'finished', fileName, result });
    } catch (error) {
      // Whatever goes wrong ends the progress with a message: the controls never stay disabled.
      logError('add a pack file', error);
      setState({ kind: 'finished', fileName, result: { kind: 'rejected', error: 'unreadable' } });
    } finally {
      controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
