import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a build (design-notes §9: no inline script, no eval), from the
 * build's configuration: an API or content host on another origin is added where the app
 * reaches it, so no one edits the policy by hand. The build writes it beside the app
 * (`.deploy/`, see deploy/build-output.ts); nginx and the local server send what it wrote.
 */
export interface CspConfig {
  /** VITE_API_BASE: empty for the app's own origin. */
  apiBase?: string;
  /** VITE_CONTENT_BASE: where /images, /audio, /videos, /pdfs come from; empty for the app's origin. */
  contentBase?: string;
  /**
   * The text of every inline <style> element in the build's pages (the prerendered pages' own):
   * allowed by hash, and no other. Without the list (a policy made before the pages exist) inline
   * style elements are allowed as before.
   */
  inlineStyles?: readonly string[];
}

/** A CSP hash source for the text of an inline <style> element, as the browser hashes it. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * `style-src` keeps 'unsafe-inline' for browsers without the -elem/-attr split (older than
 * Chrome 75, Firefox 108, Safari 15.4). Others read the split: <style> elements only the build's
 * own (by hash); style attributes still inline: prerendered markup carries two (Headless UI's
 * hidden sentinel, the empty progress bar); React sets styles through the CSSOM, which CSP does
 * not govern (docs/security.md).
 */
function styleDirectives(inlineStyles: readonly string[] | undefined): [string, string[]][] {
  const style: [string, string[]] = ['style-src', ["'self'", "'unsafe-inline'"]];
  if (!inlineStyles) return [style];
  const hashes = [...new Set(inlineStyles.map(styleHash))];
  return [style, ['style-src-elem', ["'self'", ...hashes]], ['style-src-attr', ["'unsafe-inline'"]]];
}

/** The origin of a configured base URL; null when it is empty (the app's own origin). */
export function originOf(base: string | undefined): string | null {
  const value = base?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Not an absolute URL: "${value}" (VITE_API_BASE / VITE_CONTENT_BASE)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) URL: "${value}"`);
  return url.origin;
}

const self = (...origins: (string | null)[]) => ["'self'", ...new Set(origins.filter((o): o is string => !!o))];

export function contentSecurityPolicy(config: CspConfig = {}): string {
  const api = originOf(config.apiBase);
  const content = originOf(config.contentBase);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ...styleDirectives(config.inlineStyles),
    ['img-src', [...self(content), 'data:', 'blob:']],
    ['media-src', [...self(content), 'blob:']],
    ['font-src', ["'self'"]],
    // The API, and the content host too: offline packs download media with fetch().
    ['connect-src', self(api, content)],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
