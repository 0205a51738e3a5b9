/**
 * The build made slow on purpose, for the bench's self-test (scripts/bench/self-test.ts): two Vite
 * plugins that only scripts/bench/vite.slowed.config.ts uses, so the product code carries no hook.
 * Each throws when the source it rewrites has changed shape: a self-test whose slowed build came
 * out normal would prove nothing.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** How long the slowed Next handler spins before it goes on to the next slide (wall time). */
export const BUSY_LOOP_MS = 150;
/** At least this much gzip the ballast chunk adds to a module route. */
export const BALLAST_GZIP_BYTES = 40_000;

const NEXT_HANDLER_FILE = '/src/features/modules/slides/SlideControls.tsx';
const NEXT_HANDLER = 'onClick={last ? onFinish : onNext}';
const ROUTE_FILE = '/src/app/ModuleRoutePage.tsx';
const BALLAST_ID = 'virtual:bench-ballast';

/** SlideControls.tsx with its Next button's handler spinning BUSY_LOOP_MS first. */
export function slowNextSource(code: string): string {
  if (!code.includes(NEXT_HANDLER)) throw new Error(`slowed build: "${NEXT_HANDLER}" is no longer in ${NEXT_HANDLER_FILE}`);
  const busy = `() => { const end = performance.now() + ${BUSY_LOOP_MS}; while (performance.now() < end); onNext(); }`;
  return code.replace(NEXT_HANDLER, `onClick={last ? onFinish : ${busy}}`);
}

/** ModuleRoutePage.tsx loading the ballast chunk as its module runs (a chunk of its own, by dynamic import). */
export function withBallastImport(code: string): string {
  if (!code.includes('export function ModuleRoutePage')) throw new Error(`slowed build: no ModuleRoutePage in ${ROUTE_FILE}`);
  return `${code}\nvoid import('${BALLAST_ID}').then((m) => { (globalThis as { __benchBallast?: number }).__benchBallast = m.default.length; });\n`;
}

/**
 * A module whose default export is a string gzip cannot shrink much: characters from a 64-letter
 * alphabet drawn by a seeded generator (6 bits of entropy in each 8-bit character, so gzip keeps
 * about three quarters), long enough for BALLAST_GZIP_BYTES. Seeded, so the build is the same
 * each time and its cache by content hash holds.
 */
export function ballastSource(gzipBytes = BALLAST_GZIP_BYTES): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  // mulberry32
  let seed = 0x5eed5eed;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // A margin of 2% over 6/8, for gzip's own framing doing better than the bound on some stretches.
  const length = Math.ceil(((gzipBytes * 8) / 6) * 1.02);
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * 64)];
  return `export default ${JSON.stringify(text)};\n`;
}

const endsWith = (id: string, file: string) => id.split('?')[0].replaceAll('\\', '/').endsWith(file);

/** The file as its source reads: `load`, so that no other plugin's transform (SWC's JSX) has run on it yet. */
const source = (id: string) => readFileSync(id.split('?')[0], 'utf8');

/** (a) A 150 ms busy loop in the slide Next handler. */
export const slowNextHandler = (): Plugin => ({
  name: 'bench:slow-next-handler',
  enforce: 'pre',
  load: (id) => (endsWith(id, NEXT_HANDLER_FILE) ? slowNextSource(source(id)) : undefined),
});

/** (b) A 40 KB chunk of gzip-incompressible text, loaded by every module route. */
export const ballastChunk = (): Plugin => ({
  name: 'bench:ballast-chunk',
  enforce: 'pre',
  resolveId: (id) => (id === BALLAST_ID ? `\0${BALLAST_ID}` : undefined),
  load(id) {
    if (id === `\0${BALLAST_ID}`) return ballastSource();
    return endsWith(id, ROUTE_FILE) ? withBallastImport(source(id)) : undefined;
  },
});
