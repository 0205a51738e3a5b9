import express, { type Request } from 'express';
import { clearMediaFaults, readStats, resetMedia, setBandwidth, setMediaFault, type MediaFault } from './media-faults';

const MODES = new Set(['drop', 'stall', 'unavailable']);
const client = (req: Request): string | undefined =>
  typeof req.body?.client === 'string' ? req.body.client : typeof req.query.client === 'string' ? req.query.client : undefined;

/**
 * Test-only switches for media (README "Forcing failures"), mounted at /api/__mock:
 * POST media-failure {mode, afterBytes?, times?, paths?, minBytes?, client?} adds one ({} or {client} clears);
 * POST bandwidth {bytesPerSecond, client?}; GET media-stats?client=…; POST media-reset {client?};
 * GET request-headers (the forwarding headers the mock received).
 */
export function mediaControl() {
  const router = express.Router();
  // Parsed here only: the API's own handlers read their bodies themselves, as in the browser worker.
  const json = express.json();
  router.post('/media-failure', json, (req, res) => {
    const body = req.body as Partial<MediaFault> | undefined;
    if (body && typeof body.mode === 'string' && MODES.has(body.mode)) setMediaFault(body as MediaFault);
    else clearMediaFaults(client(req));
    res.json({ ok: true });
  });
  router.post('/bandwidth', json, (req, res) => {
    const bps = Number(req.body?.bytesPerSecond);
    setBandwidth(Number.isFinite(bps) ? bps : undefined, client(req));
    res.json({ ok: true });
  });
  // What a proxy in front passed on (tests/deploy/deploy-nginx.spec.ts: the client cannot choose X-Forwarded-For).
  router.get('/request-headers', (req, res) => {
    const { 'x-forwarded-for': forwardedFor = null, 'x-forwarded-proto': forwardedProto = null } = req.headers;
    res.json({ forwardedFor, forwardedProto });
  });
  router.get('/media-stats', (req, res) => void res.json(readStats(client(req) ?? String(req.headers['user-agent']))));
  router.post('/media-reset', json, (req, res) => {
    resetMedia(client(req));
    res.json({ ok: true });
  });
  return router;
}
