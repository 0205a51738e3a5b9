/**
 * Files the app saves (src/lib/download.ts: an object URL clicked as a download
 * link), recorded in the page: neither WebDriver nor BiDi hands downloads over.
 */
import type { EnginePage } from '../harness/page';

export interface SavedFile {
  name: string;
  type: string;
  base64: string;
}

export async function recordSavedFiles(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __blobs: Map<string, Blob>; __saved: { name: string; url: string }[] };
    w.__blobs = new Map();
    w.__saved = [];
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) w.__blobs.set(url, object);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && w.__blobs.has(this.href)) w.__saved.push({ name: this.download, url: this.href });
      return click.call(this);
    };
  });
}

/** The files saved since recordSavedFiles, with their bytes (base64). */
export function savedFiles(page: EnginePage): Promise<SavedFile[]> {
  return page.evaluate(async () => {
    const w = window as unknown as { __blobs: Map<string, Blob>; __saved: { name: string; url: string }[] };
    const files: SavedFile[] = [];
    for (const { name, url } of w.__saved ?? []) {
      const blob = w.__blobs.get(url)!;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      files.push({ name, type: blob.type, base64: btoa(binary) });
    }
    return files;
  });
}
