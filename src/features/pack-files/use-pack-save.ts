import { useCallback, useRef, useState } from 'react';
import type { Lang } from '@/content/types';
import { logError } from '@/lib/log';
import { useOfflineSnapshot, type PackScope } from '@/features/packs';
import { packFileName } from './pack-file-format';
import { chooseSaveTarget, fileOf, shareFile, type SaveTarget } from './save-file';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; written: number; total: number }
  | { kind: 'saved'; name: string }
  | { kind: 'shared' }
  /** The file is ready but the browser wants a new press to share it (Safari after a long wait). */
  | { kind: 'shareReady'; file: File }
  | { kind: 'failed' };

/**
 * Saves one pack as a file, or shares it. The save dialog opens at the press (the browser
 * allows it only then); the ZIP writer's chunk loads after.
 */
export function usePackSave(lang: Lang, scope: PackScope) {
  const snapshot = useOfflineSnapshot();
  const index = snapshot.indexes[lang];
  const format = snapshot.videoFormat;
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const name = index ? packFileName(lang, scope, index.version) : '';

  const stream = useCallback(async () => {
    if (!index) throw new Error(`No content index for ${lang}`);
    const { manifestFor, packFile } = await import('./save-run');
    return packFile(manifestFor(index, scope, format), (written, total) => setState({ kind: 'saving', written, total }));
  }, [index, lang, scope, format]);

  const run = useCallback(async (work: (signal: AbortSignal) => Promise<SaveState>) => {
    if (controller.current) return;
    const abort = (controller.current = new AbortController());
    setState({ kind: 'saving', written: 0, total: 0 });
    try {
      setState(await work(abort.signal));
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: 'idle' });
      else {
        logError('save a pack file', error);
        setState({ kind: 'failed' });
      }
    } finally {
      controller.current = null;
    }
  }, []);

  const save = useCallback(() => {
    // Asked before anything else: the save dialog needs the press's activation.
    const target = chooseSaveTarget(name);
    void run(async (signal) => {
      const chosen: SaveTarget | null = await target;
      if (!chosen) return { kind: 'idle' };
      await chosen.write(await stream(), signal);
      return { kind: 'saved', name };
    });
  }, [name, run, stream]);

  const share = useCallback(() => {
    void run(async (signal) => {
      const file = await fileOf(await stream(), name, signal);
      const outcome = await shareFile(file);
      return outcome === 'needsPress' ? { kind: 'shareReady', file } : outcome === 'shared' ? { kind: 'shared' } : { kind: 'idle' };
    });
  }, [name, run, stream]);

  const shareReady = useCallback((file: File) => {
    void shareFile(file).then(
      (outcome) => setState(outcome === 'shared' ? { kind: 'shared' } : { kind: 'idle' }),
      (error: unknown) => (logError('share a pack file', error), setState({ kind: 'failed' })),
    );
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, name, save, share, shareReady, cancel };
}
