/**
 * The Playwright "nginx" project's web server: `tsx scripts/nginx/serve.ts` serves DIST_DIR
 * (default dist/) on PORT with deploy/nginx's configuration, the mock API on API_PORT behind
 * /api/, and the production media configuration on PRODUCTION_PORT; its access log at NGINX_ACCESS_LOG
 * when set. Runs until SIGTERM/SIGINT.
 */
import { NginxServer } from './nginx-server.ts';

const port = Number(process.env.PORT ?? 4318);
const server = new NginxServer(port, {
  apiPort: Number(process.env.API_PORT ?? port + 1),
  productionPort: process.env.PRODUCTION_PORT ? Number(process.env.PRODUCTION_PORT) : undefined,
  accessLog: process.env.NGINX_ACCESS_LOG || undefined,
});

async function shutdown() {
  await server.stop();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

server.serve(process.env.DIST_DIR ?? 'dist').then(
  () => console.log(`nginx serving the build at ${server.origin} (deploy/nginx)`),
  async (error: unknown) => {
    console.error(error);
    await server.stop();
    process.exit(1);
  },
);
