import type { VERSIONS } from './config';

export interface BuildContext {
  publicDir: string;
  /** Fresh scratch directory, removed after the job. */
  tmpDir: string;
}

/** One unit of generation: a set of outputs made from a set of inputs. */
export interface Job {
  /** Stable id (the primary output path). */
  id: string;
  kind: keyof typeof VERSIONS;
  /** Root-relative output paths, e.g. /images/en/modules/2/slide-1.svg. */
  outputs: readonly string[];
  /** Everything the outputs are made from (hashed with the kind's version). */
  inputs: unknown;
  /** Phase 1 jobs read phase 0 outputs (posters from clips, thumbnails from PDFs). */
  phase: 0 | 1;
  /** Runs external tools: limited parallelism. */
  external: boolean;
  build(ctx: BuildContext): Promise<Record<string, Uint8Array | string>>;
}
