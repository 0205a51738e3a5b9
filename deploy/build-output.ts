import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './csp.ts';

/** Where a build keeps what its server must send (a dot folder: nginx and the local server never serve it). */
export const DEPLOY_DIR = '.deploy';
export const CSP_NGINX = `${DEPLOY_DIR}/csp.conf`;
export const HEADERS_JSON = `${DEPLOY_DIR}/headers.json`;

/** nginx's form: the server block includes it and deploy/nginx/snippets/toolkit-headers.conf sends it. */
export function nginxCspLine(csp: string): string {
  if (/["\\$]/.test(csp)) throw new Error(`A CSP nginx cannot quote: ${csp}`);
  return `# Written by the build (deploy/build-output.ts) from VITE_API_BASE and VITE_CONTENT_BASE.\nset $toolkit_csp "${csp}";\n`;
}

/**
 * Writes the build's Content-Security-Policy into `dist/.deploy/`, derived from the build's
 * configuration (VITE_API_BASE, VITE_CONTENT_BASE), for nginx (`csp.conf`) and the local server
 * (`headers.json`).
 */
export function deployHeaders(): Plugin {
  let csp = '';
  return {
    name: 'toolkit-deploy-headers',
    apply: 'build',
    configResolved(config) {
      csp = contentSecurityPolicy({ apiBase: config.env.VITE_API_BASE, contentBase: config.env.VITE_CONTENT_BASE });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CSP_NGINX, source: nginxCspLine(csp) });
      this.emitFile({ type: 'asset', fileName: HEADERS_JSON, source: `${JSON.stringify({ 'Content-Security-Policy': csp }, null, 2)}\n` });
    },
  };
}
