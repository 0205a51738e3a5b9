import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MARKERS } from './config';
import { readText, sizeOf, sum, walk, type FileSize } from './files';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;
type Library = keyof typeof MARKERS;

export interface CertificateLoad {
  /** The chunk whose code starts the certificate (its dynamic imports are followed). */
  importer: string;
  /** Dynamic imports taken: the one reaching jspdf and its certificate siblings (e.g. the font). */
  imports: string[];
  /** JS fetched when the certificate is made: not already loaded with the entry or the importer. */
  js: FileSize[];
  /** jspdf's own optional imports (html2canvas, canvg…), never loaded by the app. */
  optional: string[];
}

export interface BundleGraph {
  /** Files that contain each library's code. */
  containing: Record<Library, string[]>;
  /** JS files the entry HTML loads statically (entry chunk and its static imports). */
  entryStatic: string[];
  certificates: CertificateLoad[];
  distHasMockWorker: boolean;
}

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function findContaining(dist: string): Record<Library, string[]> {
  const files = walk(dist).filter((f) => /\.(js|mjs|html|css|json|webmanifest)$/.test(f) && !f.startsWith('.vite'));
  const texts = files.map((f) => [f, readText(dist, f)] as const);
  const result = {} as Record<Library, string[]>;
  for (const lib of Object.keys(MARKERS) as Library[]) {
    result[lib] = texts.filter(([, text]) => MARKERS[lib].some((m) => text.includes(m))).map(([f]) => f);
  }
  return result;
}

/** Chunk graph from the Vite manifest plus a content scan for library markers. */
export function analyseBundle(dist: string): BundleGraph {
  const manifest = readManifest(dist);
  const containing = findContaining(dist);
  const fileOf = (key: string) => manifest[key].file;
  const jspdfKeys = Object.keys(manifest).filter((k) => containing.jspdf.includes(fileOf(k)));
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entryStatic = [...new Set(entryKeys.flatMap((k) => [...staticClosure(manifest, k)]))].map(fileOf);

  const entryClosure = new Set(entryKeys.flatMap((k) => [...staticClosure(manifest, k)]));
  const optionalKeys = new Set(jspdfKeys.flatMap((j) => manifest[j].dynamicImports ?? []));
  const reachesJspdf = (k: string) => [...staticClosure(manifest, k)].some((c) => jspdfKeys.includes(c));
  const certificates: CertificateLoad[] = Object.keys(manifest)
    .filter((k) => !jspdfKeys.includes(k) && !optionalKeys.has(k))
    .flatMap((importer) => {
      const dynamic = manifest[importer].dynamicImports ?? [];
      if (!dynamic.some(reachesJspdf)) return [];
      const imports = dynamic.filter((d) => reachesJspdf(d) || /certificate/i.test(d));
      const loaded = new Set([...entryClosure, ...staticClosure(manifest, importer)]);
      const fetched = [...new Set(imports.flatMap((d) => [...staticClosure(manifest, d)]))].filter((c) => !loaded.has(c));
      return [
        {
          importer: manifest[importer].src ?? importer,
          imports,
          js: fetched.map((c) => sizeOf(dist, fileOf(c))),
          optional: [...optionalKeys].map(fileOf),
        },
      ];
    });

  return {
    containing,
    entryStatic,
    certificates,
    distHasMockWorker: existsSync(path.join(dist, 'mockServiceWorker.js')),
  };
}

export function certificateTotal(load: CertificateLoad) {
  return sum(load.js);
}
