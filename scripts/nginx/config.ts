import path from 'node:path';
import { CSP_NGINX } from '../../deploy/build-output.ts';

/** deploy/nginx: the production configuration under test. */
export const DEPLOY_NGINX = path.resolve('deploy/nginx');

export interface NginxSite {
  port: number;
  dist: string;
  /**
   * 'dist': media from the build, as deploy/nginx/snippets/toolkit-media.conf serves it in
   * production. 'api': media proxied to the mock server, the one place the tests can inject
   * faults (drops, stalls, 503, bandwidth) into a file download.
   */
  media: 'dist' | 'api';
}

/** The test's only departure from production: media from the mock server, with the same headers. */
const MEDIA_FROM_MOCK = `
  location ~ ^/(images|audio|videos|pdfs)/ {
    include snippets/toolkit-headers.conf;
    add_header Cache-Control "public, max-age=86400";
    proxy_pass http://toolkit-api;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # Straight through, byte by byte: a fault after N bytes reaches the browser after N bytes.
    proxy_buffering off;
  }`;

function server(site: NginxSite): string {
  const dist = path.resolve(site.dist);
  return `
  server {
    listen 127.0.0.1:${site.port};
    server_name localhost;
    root ${dist};
    include ${path.join(dist, CSP_NGINX)};
    include snippets/toolkit-app.conf;
    ${site.media === 'dist' ? 'include snippets/toolkit-media.conf;' : MEDIA_FROM_MOCK}
  }`;
}

/** The header a test sends to be a client of its own; nginx trusts it from the test machine only. */
export const TEST_CLIENT_HEADER = 'X-Test-Client';

/**
 * The test's other departure from production: every request comes from 127.0.0.1, so every spec
 * would share one rate-limit bucket (toolkit-http.conf). A request with X-Test-Client is that
 * address instead (nginx's realip module), so a spec that floods validate-code throttles itself only.
 */
const TEST_CLIENTS = `set_real_ip_from 127.0.0.1;
  real_ip_header ${TEST_CLIENT_HEADER};`;

/**
 * A whole nginx.conf for a private nginx in `dir` (its prefix, where snippets/ links to
 * deploy/nginx/snippets): the production snippets verbatim, logs and temp files in `dir` (the
 * access log at `accessLog` when given), listening on 127.0.0.1 only, /api/ proxied to the mock
 * API on `apiPort`.
 */
export function nginxConf(dir: string, apiPort: number, sites: NginxSite[], accessLog = path.join(dir, 'access.log')): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  // As root (a CI container), workers would run as nobody, who may not read the checkout.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return `${user}
worker_processes 1;
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  include snippets/toolkit-http.conf;
  access_log ${accessLog} toolkit;
  ${TEST_CLIENTS}
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  sendfile on;
  keepalive_timeout 75s;
  upstream toolkit-api {
    server 127.0.0.1:${apiPort};
    keepalive 16;
  }
  ${sites.map(server).join('\n')}
}
`;
}
