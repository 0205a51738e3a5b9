/**
 * Production-like local server for `npm start` and the end-to-end tests: the
 * built app from dist/ with the deployment headers, and the mock API answered
 * over real HTTP by the same handlers the dev worker and unit tests use.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipStatic, sendGzipped } from './gzip';
import { handlers } from './handlers';
import { applyHeaders } from './headers';
import { mediaFiles } from './media';
import { mediaControl } from './media-control';
import { prerenderedPage } from './prerendered';

const root = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.use(express.json());
// The "network" failure switch answers HttpResponse.error() (status 0), which Node cannot
// send and which crashed the server: drop the connection mid-answer instead. (A close before
// any byte is not enough: browsers silently resend a request whose reused connection closed.)
app.use('/api', (_req, res, next) => {
  const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode !== 0) return end(...args);
    res.socket?.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"da');
    return res;
  }) as typeof res.end;
  next();
});
app.use('/api/__mock', mediaControl());
app.use(createMiddleware(...handlers));
app.use('/api', (_req, res) => void res.status(404).json({ message: 'notFound' }));
app.use((req, res, next) => {
  applyHeaders(req.path, res);
  next();
});
app.get('/mockServiceWorker.js', (_req, res) => void res.status(404).end());
// Media before the gzip and static middlewares: Range, HEAD and the test-only faults (mocks/media.ts).
app.use(mediaFiles(root));
app.use(gzipStatic(root));
app.use(express.static(root, { index: false, redirect: false, cacheControl: false }));
// Navigations get their prerendered page, else the app shell (HEAD answers like GET); a missing file
// gets a real 404, never index.html.
app.use((req, res) => {
  const isFile = path.extname(req.path) !== '';
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (!read || isFile) return void res.status(404).type('text').send('Not found');
  applyHeaders('/index.html', res);
  const page = prerenderedPage(root, req.path) ?? path.join(root, 'index.html');
  if (!sendGzipped(req, res, page)) res.sendFile(page);
});

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Toolkit running at http://localhost:${port}/toolkit (mock API at /api)`);
});
// Node closes idle keep-alive sockets after 5 s; a client reusing one at that moment gets a reset
// ("socket hang up"). Keep them longer than clients do, as production servers (nginx: 75 s) do.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
