import type { ContentIndex, IndexEntry } from '@/content/types';
import { entryByPath, packEntries } from './packs';

/** Lookups across the loaded content indexes (every language). */
export class IndexSet {
  private urlPaths: Map<string, string> | null = null;

  constructor(
    private readonly indexes: () => ContentIndex[],
    private readonly assetUrl: (path: string) => string,
  ) {}

  /** Content path of a cache URL, or undefined when no index lists it. */
  pathOfUrl(url: string): string | undefined {
    if (!this.urlPaths) {
      this.urlPaths = new Map();
      for (const index of this.indexes()) {
        for (const e of packEntries(index, 'all')) this.urlPaths.set(this.assetUrl(e.path), e.path);
      }
    }
    return this.urlPaths.get(url);
  }

  entryFor(path: string): IndexEntry | undefined {
    for (const index of this.indexes()) {
      const found = entryByPath(index, path);
      if (found) return found;
    }
    return undefined;
  }

  /** Indexes are loaded once per page; call if that ever changes. */
  reset(): void {
    this.urlPaths = null;
  }
}
