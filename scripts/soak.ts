/**
 * Outbox soak (not part of the timed suite): N track events produced through
 * the UI across offline/online cycles, with a reload in each, in real Chromium
 * against the production build and the local server. Exits non-zero unless
 * the mock API received exactly N, each once, in order.
 *
 *   npm run soak                      # builds, 1000 events, 10 cycles
 *   SOAK_COUNT=100 npm run soak       # CI's reduced run (or: npm run soak -- 100)
 *   DIST_DIR=dist SOAK_PORT=4330 tsx scripts/soak.ts   # reuse a build
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { MOCK_CODES } from '../mocks/codes';
import { SECTION_MODULES } from '../src/content/catalogue';
import { STORAGE_DB_NAME, STORAGE_DB_STORE, STORAGE_KEYS } from '../src/lib/storage-keys';

// Requests made by the service worker reach context.route (needed to cut them "offline").
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const COUNT = Number(process.argv[2] ?? process.env.SOAK_COUNT ?? 1000);
const CYCLES = Number(process.env.SOAK_CYCLES ?? 10);
const PORT = Number(process.env.SOAK_PORT ?? 4330);
const ORIGIN = `http://localhost:${PORT}`;
const CARDS = '[data-item="module"] a';

async function startServer() {
  if (
    await fetch(`${ORIGIN}/toolkit`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${PORT} is in use (set SOAK_PORT)`);
  const child = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  const up = (async () => {
    for (let i = 0; i < 120; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (
        await fetch(`${ORIGIN}/toolkit`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  })();
  return { up, stop };
}

async function setOnline(context: BrowserContext, online: boolean) {
  if (online) {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  } else {
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
  }
}

/** The waiting count the header shows (0 when the badge is gone). */
async function pendingShown(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector('.site-header .header-sync')?.getAttribute('data-pending') ?? 0));
}

async function waitFor(what: string, check: () => Promise<boolean>, detail?: () => Promise<unknown>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${await detail?.()})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function deliveredResources(id: string): Promise<string[]> {
  const state = (await (await fetch(`${ORIGIN}/api/__mock/state`)).json()) as { tracks: { id: string; resource?: string }[] };
  return state.tracks.filter((t) => t.id === id).map((t) => t.resource ?? '');
}

/** Clicks module cards round-robin; each click is one track call (navigation is held back). */
async function produce(page: Page, from: number, n: number, expected: string[]) {
  const cards = page.locator(CARDS);
  const codes = SECTION_MODULES.implementation;
  for (let k = from; k < from + n; k += 1) {
    expected.push(`implementation.CntModule${codes[k % codes.length]}`);
    await cards.nth(k % codes.length).click();
  }
}

function storedId(page: Page): Promise<string> {
  return page.evaluate(
    ({ db, key }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open(db.name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction(db.store).objectStore(db.store).get(key);
          get.onsuccess = () => resolve(get.result as string);
          get.onerror = () => reject(get.error);
        };
      }),
    { db: { name: STORAGE_DB_NAME, store: STORAGE_DB_STORE }, key: STORAGE_KEYS.id },
  );
}

async function run(page: Page, context: BrowserContext, expected: string[]): Promise<string> {
  await page.goto(`${ORIGIN}/toolkit/en`);
  await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL(/\/toolkit\/en\/implementation$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
  const id = await storedId(page);
  let produced = 0;
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const share = Math.floor(COUNT / CYCLES) + (cycle < COUNT % CYCLES ? 1 : 0);
    const offlineShare = Math.ceil(share / 2);
    const start = Date.now();
    await setOnline(context, false);
    await page.reload();
    await page.locator(CARDS).first().waitFor();
    console.log(`  offline reload ${Date.now() - start} ms`);
    await produce(page, produced, offlineShare, expected);
    produced += offlineShare;
    const t0 = Date.now();
    await waitFor(
      `${offlineShare} waiting`,
      async () => (await pendingShown(page)) === offlineShare,
      () => pendingShown(page),
    );
    const t1 = Date.now();
    // Back online: the rest is produced while the queue drains, racing the flush.
    await setOnline(context, true);
    await produce(page, produced, share - offlineShare, expected);
    produced += share - offlineShare;
    const t2 = Date.now();
    // Clicks enqueue asynchronously: wait for the server to have them all, not just for an empty queue.
    const drained = async () => (await pendingShown(page)) === 0 && (await deliveredResources(id)).length >= produced;
    await waitFor('the queue to drain', drained, () => pendingShown(page));
    console.log(
      `cycle ${cycle + 1}/${CYCLES}: ${produced} produced (queued ${t1 - t0} ms, online clicks ${t2 - t1} ms, drained ${Date.now() - t2} ms)`,
    );
  }
  return id;
}

async function main() {
  const server = await startServer();
  const started = Date.now();
  let ok = false;
  try {
    await server.up;
    await fetch(`${ORIGIN}/api/__mock/reset`, { method: 'POST' });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    // A click still runs the card's track handler; only the navigation is held back.
    await context.addInitScript(() =>
      window.addEventListener('click', (e) => (e.target as Element).closest?.('[data-item="module"] a') && e.preventDefault(), true),
    );
    const page = await context.newPage();
    const expected: string[] = [];
    const id = await run(page, context, expected);
    await browser.close();
    const delivered = await deliveredResources(id);
    const seconds = (Date.now() - started) / 1000;
    const firstDiff = delivered.findIndex((r, i) => r !== expected[i]);
    ok = delivered.length === COUNT && expected.length === COUNT && firstDiff === -1;
    console.log(
      JSON.stringify({
        count: COUNT,
        cycles: CYCLES,
        produced: expected.length,
        delivered: delivered.length,
        inOrderOnce: ok,
        firstDiff,
        seconds,
      }),
    );
  } finally {
    server.stop();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
