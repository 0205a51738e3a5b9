import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspConfig } from './csp.ts';

/** Where a build keeps what its server must send (a dot folder: nginx and the local server never serve it). */
export const DEPLOY_DIR = '.deploy';
export const CSP_NGINX = `${DEPLOY_DIR}/csp.conf`;
export const HEADERS_JSON = `${DEPLOY_DIR}/headers.json`;

/** nginx's form: the server block includes it and deploy/nginx/snippets/toolkit-headers.conf sends it. */
export function nginxCspLine(csp: string): string {
  if (/["\\$]/.test(csp)) throw new Error(`A CSP nginx cannot quote: ${csp}`);
  return `# Written by the build (deploy/build-output.ts) from VITE_API_BASE, VITE_CONTENT_BASE and its pages' inline styles.\nset $toolkit_csp "${csp}";\n`;
}

/** The text of each <style> element of a page (those inside <noscript> too: they apply without JavaScript). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
}

/**
 * Writes the build's Content-Security-Policy into `dist/.deploy/`, derived from the build's
 * configuration (VITE_API_BASE, VITE_CONTENT_BASE) and the inline styles of its pages, for nginx
 * (`csp.conf`) and the local server (`headers.json`). A post plugin placed after the prerender
 * (vite.config.ts): the bundle then holds every page.
 */
export function deployHeaders(): Plugin {
  let config: CspConfig = {};
  return {
    name: 'toolkit-deploy-headers',
    apply: 'build',
    enforce: 'post',
    configResolved({ env }) {
      config = { apiBase: env.VITE_API_BASE, contentBase: env.VITE_CONTENT_BASE };
    },
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.html') ? [file.source] : [],
      );
      const styles = pages.flatMap((source) => inlineStyles(typeof source === 'string' ? source : new TextDecoder().decode(source)));
      const csp = contentSecurityPolicy({ ...config, inlineStyles: styles });
      this.emitFile({ type: 'asset', fileName: CSP_NGINX, source: nginxCspLine(csp) });
      this.emitFile({ type: 'asset', fileName: HEADERS_JSON, source: `${JSON.stringify({ 'Content-Security-Policy': csp }, null, 2)}\n` });
    },
  };
}
