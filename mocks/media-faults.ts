/**
 * Test-only faults and shaping for media files served by the local server
 * (mocks/media.ts): per client, like the API failure switches in db.ts.
 * A client is the request's `toolkit-mock-client` cookie when set (it reaches
 * requests made by the service worker too), else its user agent.
 */
export type MediaFaultMode = 'drop' | 'stall' | 'unavailable';

export interface MediaFault {
  /** drop: close the connection after `afterBytes` of the body; stall: stop sending, keep it open; unavailable: 503. */
  mode: MediaFaultMode;
  afterBytes?: number;
  /** How many responses are affected before the switch turns itself off; unlimited when omitted. */
  times?: number;
  /** Only paths containing one of these strings (e.g. "/audio/", ".mp3"); all media when omitted. */
  paths?: string[];
  /** Only files of at least this many bytes (default: every size). */
  minBytes?: number;
  client?: string;
}

export interface MediaStats {
  requests: number;
  /** Body bytes written to the socket (dropped and stalled responses count what was sent). */
  bytes: number;
  byPath: Record<string, number>;
  faults: Record<MediaFaultMode, number>;
  ranges: number;
  /** Range requests that start after byte 0 (resumed downloads, seeks), by path. */
  resumedByPath: Record<string, number>;
  /** The first byte each request asked for (0 without a range), by path, in order. */
  startsByPath: Record<string, number[]>;
  /** Each dropped response: its path, the byte it started at and how many body bytes were sent. */
  drops: { path: string; start: number; sent: number }[];
  /** Epoch ms at which each request arrived, in order. */
  requestTimes: number[];
  /** Epoch ms of the first request and of the last body byte written (0: none yet). */
  firstAt: number;
  lastAt: number;
}

const faults: MediaFault[] = [];
const bandwidth = new Map<string, number>();
const stats = new Map<string, MediaStats>();
const ANY = '*';

/** The cookie that names a client; tests and scripts/measure-packs.ts set it on their browser context. */
export const CLIENT_COOKIE = 'toolkit-mock-client';
const CLIENT_PATTERN = new RegExp(`(?:^|;\\s*)${CLIENT_COOKIE}=([^;]+)`);

export function clientKeys(userAgent: string | undefined, cookieHeader: string | undefined): string[] {
  const cookie = CLIENT_PATTERN.exec(cookieHeader ?? '')?.[1];
  return [cookie ? decodeURIComponent(cookie) : undefined, userAgent].filter((k): k is string => !!k);
}

export function setMediaFault(fault: MediaFault): void {
  faults.push({ ...fault });
}

export function clearMediaFaults(client?: string): void {
  for (let i = faults.length - 1; i >= 0; i--) if (faults[i].client === client) faults.splice(i, 1);
}

/** The first switch that applies, consuming one use of a limited switch. */
export function takeMediaFault(keys: string[], path: string, size: number): MediaFault | null {
  const fault = faults.find(
    (f) => (!f.client || keys.includes(f.client)) && (!f.paths || f.paths.some((p) => path.includes(p))) && size >= (f.minBytes ?? 0),
  );
  if (!fault) return null;
  if (fault.times !== undefined && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
  return { ...fault };
}

/** Bytes per second for a client (shared by all its connections, like a real link); 0 or undefined removes it. */
export function setBandwidth(bytesPerSecond: number | undefined, client?: string): void {
  if (bytesPerSecond && bytesPerSecond > 0) bandwidth.set(client ?? ANY, bytesPerSecond);
  else bandwidth.delete(client ?? ANY);
}

export function bandwidthFor(keys: string[]): { key: string; bytesPerSecond: number } | null {
  for (const key of [...keys, ANY]) {
    const bps = bandwidth.get(key);
    if (bps) return { key, bytesPerSecond: bps };
  }
  return null;
}

const emptyStats = (): MediaStats => ({
  requests: 0,
  bytes: 0,
  byPath: {},
  faults: { drop: 0, stall: 0, unavailable: 0 },
  ranges: 0,
  resumedByPath: {},
  startsByPath: {},
  drops: [],
  requestTimes: [],
  firstAt: 0,
  lastAt: 0,
});

export function statsFor(key: string): MediaStats {
  let s = stats.get(key);
  if (!s) stats.set(key, (s = emptyStats()));
  return s;
}

export function readStats(client: string): MediaStats {
  return stats.get(client) ?? emptyStats();
}

export function resetMedia(client?: string): void {
  if (client === undefined) {
    faults.length = 0;
    bandwidth.clear();
    stats.clear();
    return;
  }
  clearMediaFaults(client);
  bandwidth.delete(client);
  stats.delete(client);
}
