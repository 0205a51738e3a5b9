import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * dist/<route>/index.html written at build time (scripts/prerender), like nginx's
 * `try_files $uri $uri/index.html /index.html`; null when the route has none.
 */
export function prerenderedPage(root: string, urlPath: string): string | null {
  const clean = urlPath.replace(/\/+$/, '');
  if (!clean || clean.includes('\0')) return null;
  const file = path.resolve(root, `.${clean}`, 'index.html');
  if (!file.startsWith(`${root}${path.sep}`) || file === path.join(root, 'index.html')) return null;
  return existsSync(file) ? file : null;
}
