import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The e2e run's ports, from E2E_PORT (so parallel runs with other bases never meet): the local
 * server, the nginx project's nginx and mock API, and the servers specs start for themselves.
 */
const BASE = Number(process.env.E2E_PORT ?? 4317);

export const E2E_PORTS = {
  local: BASE,
  nginx: BASE + 1,
  nginxApi: BASE + 2,
  /** The same nginx, with the production media location (media from dist/, no fault injection). */
  nginxProduction: BASE + 3,
  updateNginx: BASE + 4,
  updateNginxApi: BASE + 5,
  crossOriginApp: BASE + 6,
  /** tests/offline/update-offline.spec.ts in the chromium project. */
  updateLocal: BASE + 7,
  crossOriginApi: BASE + 8,
  /** `npm run dev` (the "dev" project, tests/dev/). */
  dev: BASE + 9,
  /** tests/offline/bad-deploy.spec.ts swaps good, broken and emergency builds on it. */
  badDeploy: BASE + 10,
  /** tests/access/error-boundary.spec.ts serves the build that can force a render error. */
  crashBuild: BASE + 11,
  /** tests/offline/update-downloads.spec.ts (update-offline.spec.ts uses updateLocal: they may run at once). */
  updateDownloads: BASE + 12,
} as const;

/** The nginx project's access log (scripts/nginx/serve.ts writes it there; a spec reads it). */
export const NGINX_ACCESS_LOG = path.join(tmpdir(), `toolkit-nginx-access-${E2E_PORTS.nginx}.log`);
