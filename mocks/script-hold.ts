import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * A test-only switch (README "Forcing failures"): while on, the app's module scripts wait at the
 * server (a tablet on a slow link, made exact), so a journey in WebKit or Firefox can press on the
 * prerendered page before the app is there. The classic scripts a page's head runs before its
 * first paint (src/boot/) pass: held, they would keep the page from loading at all.
 */
const APP_SCRIPT = /^\/assets\/(?!page-script-|start-watch-|entry-gate-|start-redirect-|first-script-)[^/]+\.js$/;

let holding = false;
let waiting: (() => void)[] = [];

/** Before the static files: holds the app's scripts while the switch is on. */
export function heldScripts(req: Request, _res: Response, next: NextFunction): void {
  if (holding && APP_SCRIPT.test(req.path)) waiting.push(next);
  else next();
}

/** POST /api/__mock/hold-scripts {hold: boolean}: off sends what waited, in order. */
export function scriptHoldControl() {
  const router = express.Router();
  router.post('/hold-scripts', express.json(), (req, res) => {
    holding = req.body?.hold === true;
    if (!holding) {
      const go = waiting;
      waiting = [];
      go.forEach((next) => next());
    }
    res.json({ ok: true });
  });
  return router;
}
