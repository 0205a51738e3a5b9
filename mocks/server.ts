/**
 * Production-like local server for `npm start` and the end-to-end tests: the
 * built app from dist/ with the deployment headers, and the mock API answered
 * over real HTTP by the same handlers the dev worker and unit tests use.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { handlers } from './handlers';
import { applyHeaders } from './headers';

const root = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.use(createMiddleware(...handlers));
app.use('/api', (_req, res) => void res.status(404).json({ message: 'notFound' }));
app.use((req, res, next) => {
  applyHeaders(req.path, res);
  next();
});
app.get('/mockServiceWorker.js', (_req, res) => void res.status(404).end());
app.use(express.static(root, { index: false, cacheControl: false }));
// Navigations get the app shell; a missing file gets a real 404, never index.html.
app.use((req, res) => {
  const isFile = path.extname(req.path) !== '';
  if (req.method !== 'GET' || isFile) return void res.status(404).type('text').send('Not found');
  applyHeaders('/index.html', res);
  res.sendFile(path.join(root, 'index.html'));
});

app.listen(port, '127.0.0.1', () => {
  console.log(`Toolkit running at http://localhost:${port}/toolkit (mock API at /api)`);
});
