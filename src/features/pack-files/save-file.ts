/*
 * Where a pack file goes: the File System Access API's save dialog where the browser has it
 * (the ZIP streams to disk), else a download of the file; and the Web Share API (AirDrop,
 * Nearby Share, Files) where it can share files. Small adapters over the browser's APIs.
 */

interface SaveFilePicker {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>;
}

export const ZIP_TYPE = 'application/zip';

export interface SaveTarget {
  /** Writes the stream to the chosen place; the promise settles once it is all written. */
  write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void>;
}

const isAbort = (error: unknown) => (error as DOMException | undefined)?.name === 'AbortError';

/** The browser's own save dialog; null when the person closed it. Must be called in the press's task. */
async function pickedTarget(picker: NonNullable<SaveFilePicker['showSaveFilePicker']>, name: string): Promise<SaveTarget | null> {
  let handle;
  try {
    handle = await picker({ suggestedName: name, types: [{ description: 'ZIP', accept: { [ZIP_TYPE]: ['.zip'] } }] });
  } catch (error) {
    if (isAbort(error)) return null;
    throw error;
  }
  return {
    async write(stream, signal) {
      await stream.pipeTo(await handle.createWritable(), { signal });
    },
  };
}

/** A download: the file is assembled as a Blob (the browser keeps large ones on disk), then saved under its name. */
function downloadTarget(name: string): SaveTarget {
  return {
    async write(stream, signal) {
      const blob = await new Response(stream.pipeThrough(new TransformStream(), { signal })).blob();
      const url = URL.createObjectURL(new Blob([blob], { type: ZIP_TYPE }));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once it starts; the URL is only needed until then.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  };
}

/** Where to save: asked of the person at once (in the press), or a download. Null: they cancelled. */
export function chooseSaveTarget(name: string): Promise<SaveTarget | null> {
  const picker = (window as SaveFilePicker).showSaveFilePicker;
  return picker ? pickedTarget(picker.bind(window), name) : Promise.resolve(downloadTarget(name));
}

/** The browser can hand a ZIP to other apps (iPad, Android). */
export function canShareFiles(): boolean {
  try {
    return navigator.canShare?.({ files: [new File([], 'pack.zip', { type: ZIP_TYPE })] }) === true;
  } catch {
    return false;
  }
}

export async function fileOf(stream: ReadableStream<Uint8Array>, name: string, signal: AbortSignal): Promise<File> {
  const blob = await new Response(stream.pipeThrough(new TransformStream(), { signal })).blob();
  return new File([blob], name, { type: ZIP_TYPE });
}

export type ShareOutcome = 'shared' | 'cancelled' | 'needsPress';

/** Hands the file to the share sheet. Safari wants a fresh press after a long preparation: `needsPress`. */
export async function shareFile(file: File): Promise<ShareOutcome> {
  try {
    await navigator.share({ files: [file], title: file.name });
    return 'shared';
  } catch (error) {
    const name = (error as DOMException | undefined)?.name;
    if (name === 'NotAllowedError') return 'needsPress';
    if (name === 'AbortError') return 'cancelled';
    throw error;
  }
}
