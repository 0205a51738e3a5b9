import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, storedValue, test, waitForLivePage, type HeldChunks, type MockApi } from '../support/fixtures';
import { MOCK_CODES } from '../../mocks/codes';
import { STORAGE_DB_NAME, STORAGE_DB_STORE } from '../../src/lib/storage-keys';
import { withSignedInCopy } from '../support/held-chunks';

/**
 * Issue #32: what the learner did is kept when the page goes the moment after. A track call is
 * journaled (localStorage) before it returns; the next page of the app merges the journal into the
 * outbox and sends it, once. The mock API is shared by parallel workers: counts are per session.
 */

const KEY = 'implementation.ResearchEvidence';
const JOURNAL_PREFIX = 'toolkit.outboxJournal.';
/** A tracked link pressed on the prerendered copy, kept by the paint gate for the next start. */
const HELD_TRACK_PREFIX = 'toolkit.heldTrack.';

/** External sites (the research link opens one in a new tab) are answered locally. */
async function quietPopups(context: BrowserContext) {
  await context.route(/^https:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
}

async function signedIn(page: Page): Promise<string> {
  await signIn(page);
  // The live page, as a learner has it before the link goes: this spec has no service worker, so
  // a copy still waiting for the app's code when the connection goes says it is not on the device.
  await waitForLivePage(page);
  await expect(page.locator('section.block#research')).toBeAttached();
  await expect.poll(() => storedValue<string>(page, 'toolkit.id')).toBeTruthy();
  return (await storedValue<string>(page, 'toolkit.id'))!;
}

async function tracked(mockApi: MockApi, id: string): Promise<number> {
  const { tracks } = await mockApi.state();
  return tracks.filter((t) => t.id === id && t.resource === KEY).length;
}

/** Calls this device still has to send: the outbox (IndexedDB), its journal and held presses (localStorage). */
async function waiting(page: Page): Promise<number> {
  const queued = (await storedValue<unknown[]>(page, 'toolkit.outbox'))?.length ?? 0;
  const journaled = await page.evaluate(
    (prefixes) => Object.keys(localStorage).filter((k) => prefixes.some((p) => k.startsWith(p))).length,
    [JOURNAL_PREFIX, HELD_TRACK_PREFIX],
  );
  return queued + journaled;
}

/** The tracked action, and the page closed at once: no wait for anything the app does. */
async function trackAndClose(page: Page) {
  await page
    .locator('section.block#research')
    .getByRole('link', { name: /Research evidence/ })
    .click();
  await page.close();
}

/** The app opened again in a new page: the call arrives, nothing is left to send, and it was counted once. */
async function expectDeliveredOnceByNextPage(context: BrowserContext, mockApi: MockApi, id: string) {
  const next = await context.newPage();
  await next.goto('/toolkit/en/implementation', { waitUntil: 'commit' });
  await expect.poll(() => tracked(mockApi, id), { message: `track ${KEY} arrives` }).toBeGreaterThan(0);
  await expect.poll(() => waiting(next), { message: 'nothing left to send' }).toBe(0);
  expect(await tracked(mockApi, id), `exactly one track for ${KEY}`).toBe(1);
  return next;
}

test.describe('a page closed the moment after a tracked action', () => {
  test.beforeEach(async ({ context }) => {
    await quietPopups(context);
  });

  test('the call reaches the server once, sent by the next page if not by the closed one', async ({ page, context, mockApi }) => {
    const id = await signedIn(page);
    await trackAndClose(page);
    await expectDeliveredOnceByNextPage(context, mockApi, id);
  });

  test('offline when it happens: delivered once when the app starts again online', async ({ page, context, mockApi }) => {
    const id = await signedIn(page);
    await context.setOffline(true);
    await trackAndClose(page);
    // Not "nothing sent yet": as Playwright closes a page, DevTools lets go of it and Chromium ends
    // its emulated offline; the closing page may hear `online` and send (seen: 3 in 16 runs, the
    // page recording `online` after `pagehide`). Whichever page sends it, it is counted once.
    await context.setOffline(false);
    await expectDeliveredOnceByNextPage(context, mockApi, id);
  });

  test('while another tab holds the outbox (its IndexedDB write cannot happen before the page goes)', async ({
    page,
    context,
    mockApi,
  }) => {
    const id = await signedIn(page);
    // Another tab of the app in the middle of an outbox change: this page's write waits for it.
    const other = await context.newPage();
    await other.goto('/toolkit/en/implementation');
    await other.evaluate(
      () =>
        new Promise<void>((held) => {
          void navigator.locks.request('toolkit.outbox', () => (held(), new Promise(() => undefined)));
        }),
    );
    await trackAndClose(page);
    expect(await tracked(mockApi, id)).toBe(0);
    // The other tab closes; the browser lets its lock go.
    await other.close();
    await expectDeliveredOnceByNextPage(context, mockApi, id);
  });
});

/**
 * Keeps the app's IndexedDB store busy for `ms` from another tab, as a tab in the middle of a long
 * write does: this page's transactions wait their turn. Resolves once the store is held.
 */
async function holdStorage(page: Page, ms: number): Promise<void> {
  // A file of the origin, not a page of the app (whose own start-up would use the store too).
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ name, store, ms }) =>
      new Promise<void>((held, failed) => {
        const open = indexedDB.open(name);
        open.onerror = () => failed(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store, 'readwrite').objectStore(store);
          objects.transaction.onerror = () => failed(objects.transaction.error);
          const until = performance.now() + ms;
          // A transaction with a request pending stays open: ask again until the time is up.
          const again = () => {
            if (performance.now() < until) objects.get('held').onsuccess = again;
          };
          again();
          held();
        };
      }),
    { name: STORAGE_DB_NAME, store: STORAGE_DB_STORE, ms },
  );
}

test('a reload the moment the sign-in moves on keeps the session, however busy IndexedDB is', async ({ page, context }) => {
  await page.goto('/toolkit/en');
  await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
  // The app has made its store (another tab opening the database first would make it empty).
  await waitForLivePage(page);
  // Longer than the code check takes: the sign-in is answered while its write waits.
  await holdStorage(await context.newPage(), 4000);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implementation resources');
  expect(await storedValue<string>(page, 'toolkit.id')).toBeTruthy();
});

/*
 * Every window held open (tests/support/held-chunks.ts): the page is its prerendered copy until the press is made.
 * The link is pressed as the page shows; the gate holds the press and the live app makes it, so
 * the research page opens then: that is what the learner waits for before leaving.
 */
test.describe('with every script held until the press, pressed as the page shows and closed once the link opens', () => {
  test.beforeEach(async ({ context }) => {
    await quietPopups(context);
  });

  /** The research link pressed on the static copy as the page shows; resolves to the tab it opened. */
  async function pressOnCopy(page: Page, context: BrowserContext, heldChunks: HeldChunks): Promise<Page> {
    await withSignedInCopy(page);
    await heldChunks.hold();
    await page.goto('/toolkit/en/implementation', { waitUntil: 'commit' });
    const opened = context.waitForEvent('page');
    await page
      .locator('section.block#research')
      .getByRole('link', { name: /Research evidence/ })
      .click({ timeout: 5000 });
    expect(await page.locator('.prerendered').count(), 'pressed on the static copy').toBe(1);
    return opened;
  }

  async function pressAtOnceThen(page: Page, context: BrowserContext, heldChunks: HeldChunks, leave: () => Promise<void>) {
    await pressOnCopy(page, context, heldChunks);
    heldChunks.release();
    await heldChunks.expectPressedOnCopy(page);
    await leave();
  }

  test('online: the call reaches the server once', async ({ page, context, mockApi, heldChunks }) => {
    const id = await signedIn(page);
    await pressAtOnceThen(page, context, heldChunks, () => page.close());
    await expectDeliveredOnceByNextPage(context, mockApi, id);
  });

  test('closed before the app took over: the link opened at the press, and the next start sends its call once', async ({
    page,
    context,
    mockApi,
    heldChunks,
  }) => {
    const id = await signedIn(page);
    const opened = await pressOnCopy(page, context, heldChunks);
    // The browser opened it from the press itself (its gesture intact), not the app later.
    await opened.waitForURL((url) => url.hostname === 'research.example.org');
    expect(await page.locator('.prerendered').count(), 'the app has not taken over').toBe(1);
    expect(await heldChunks.takeOverAt(page), 'the app has not taken over').toBeUndefined();
    await page.close();
    heldChunks.release();
    await expectDeliveredOnceByNextPage(context, mockApi, id);
  });

  test('the network cut as the page goes, then restored: delivered once by the next start', async ({
    page,
    context,
    mockApi,
    heldChunks,
  }) => {
    const id = await signedIn(page);
    await pressAtOnceThen(page, context, heldChunks, async () => {
      await context.setOffline(true);
      await page.close();
    });
    await context.setOffline(false);
    await expectDeliveredOnceByNextPage(context, mockApi, id);
  });
});
