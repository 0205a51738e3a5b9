/**
 * Production-like local server for `npm start` and the end-to-end tests: the
 * built app from dist/ with the deployment headers, and the mock API answered
 * over real HTTP by the same handlers the dev worker and unit tests use.
 *
 * API_ONLY=1 serves the mock API and the media files only (what nginx proxies to in the
 * e2e tests, or the API on a second origin); CORS_ORIGINS lists the app origins it answers
 * cross-origin requests from.
 */
import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes } from './api-routes';
import { corsOrigins } from './cors';
import { errorAnswer, guardPath, refuseConnect } from './errors';
import { gzipStatic, sendGzipped } from './gzip';
import { applyHeaders, buildCsp } from './headers';
import { mediaFiles } from './media';
import { LANGS } from '../src/config/domain';
import { canonicalPath } from '../src/lib/canonical-path';
import { prerenderedPage } from './prerendered';
import { heldScripts } from './script-hold';

const root = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const apiOnly = process.env.API_ONLY === '1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
// Before anything reads the path: dot folders (the build's .deploy/) are never served, bad escapes are a 400.
app.use(guardPath);
app.use(apiRoutes(corsOrigins(process.env.CORS_ORIGINS)));
const csp = apiOnly ? null : buildCsp(root);
if (csp === null) {
  // Media (Range, HEAD, test faults) is the only part of the build an API-only server answers.
  app.use(mediaFiles(root));
  app.use((_req, res) => void res.status(404).type('text').send('Not found'));
} else {
  serveApp(app, csp);
}
// Last: whatever a handler threw or rejected is answered (a client's error with its 4xx).
app.use(errorAnswer(csp));

function serveApp(app: express.Express, csp: string) {
  // /Toolkit/en/training: no prerendered page is written in capitals; send the browser to the
  // lowercase address (the app does the same for an address it is given, src/app/routes.tsx).
  app.use((req, res, next) => {
    // Every language the toolkit has: only the prefix's case changes here.
    const canonical = canonicalPath(req.path, LANGS);
    if (!canonical) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, `${canonical}${query < 0 ? '' : req.originalUrl.slice(query)}`);
  });
  app.use((req, res, next) => {
    applyHeaders(req.path, res, csp);
    next();
  });
  app.get('/mockServiceWorker.js', (_req, res) => void res.status(404).end());
  // Media before the gzip and static middlewares: Range, HEAD and the test-only faults (mocks/media.ts).
  app.use(mediaFiles(root));
  app.use(heldScripts);
  app.use(gzipStatic(root));
  app.use(express.static(root, { index: false, redirect: false, cacheControl: false }));
  // Navigations get their prerendered page, else the app shell (HEAD answers like GET); a missing file
  // gets a real 404, never index.html.
  app.use((req, res) => {
    const isFile = path.extname(req.path) !== '';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!read || isFile) return void res.status(404).type('text').send('Not found');
    applyHeaders('/index.html', res, csp);
    const page = prerenderedPage(root, req.path) ?? path.join(root, 'index.html');
    if (!sendGzipped(req, res, page)) res.sendFile(page);
  });
}

const server = app.listen(port, '127.0.0.1', () => {
  const what = apiOnly ? 'Mock API (and media)' : 'Toolkit';
  console.log(`${what} running at http://localhost:${port}${apiOnly ? '/api' : '/toolkit (mock API at /api)'}`);
});
// Node closes idle keep-alive sockets after 5 s; a client reusing one at that moment gets a reset
// ("socket hang up"). Keep them longer than clients do, as production servers (nginx: 75 s) do.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('connect', refuseConnect);
