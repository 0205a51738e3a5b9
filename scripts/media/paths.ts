import { resolve, sep } from 'node:path';

/** True for a root-relative asset path we can write under public/ (not a URL). */
export function isLocalAsset(path: string | undefined): path is string {
  return typeof path === 'string' && /^\/[^/]/.test(path) && !path.includes('..') && !path.includes('?') && !path.includes('#');
}

/** Absolute file for a root-relative asset path, refusing anything outside publicDir. */
export function publicFile(publicDir: string, assetPath: string): string {
  if (!isLocalAsset(assetPath)) throw new Error(`Not a root-relative asset path: ${assetPath}`);
  const root = resolve(publicDir);
  const file = resolve(root, `.${decodeURI(assetPath)}`);
  if (!file.startsWith(root + sep)) throw new Error(`Asset path escapes public/: ${assetPath}`);
  return file;
}

export function extOf(path: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(path);
  return m ? m[1].toLowerCase() : '';
}
