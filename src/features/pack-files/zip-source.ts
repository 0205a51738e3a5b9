/** An entry of a ZIP, as its central directory declares it. */
export interface ZipItem {
  name: string;
  /** The uncompressed size the ZIP declares. */
  size: number;
  directory: boolean;
}

/**
 * A ZIP opened for reading (zip-reader.ts): its central directory, then each entry on demand,
 * so only one file's bytes are held at a time.
 */
export interface ZipSource {
  readonly items: readonly ZipItem[];
  /** The entry's bytes; more than `max` is a PackFileProblem('bomb'), and nothing past it is read. */
  read(item: ZipItem, max: number, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>>;
  close(): Promise<void>;
}

export type OpenZip = (file: Blob) => Promise<ZipSource>;
