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
      // One render per percent (or phase) at most: a pack has hundreds of small files, and a render
      // for each cost seconds of a slow tablet's import while showing nothing new.
      let shown = '';
      const onProgress = (progress: ImportProgress) => {
        const step = `${progress.phase} ${Math.floor((progress.bytesDone / Math.max(1, progress.bytesTotal)) * 100)}`;
        if (step === shown) return;
        shown = step;
        setState({ kind: 'running', fileName, progress });
      };
      const result = await runImport(file, abort.signal, onProgress);
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
