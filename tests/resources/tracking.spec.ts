import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, signIn, storedValue, test, waitForLivePage, type MockApi } from '../support/fixtures';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

/**
 * Spec §7: one `track` call per action (video first play, PDF / presentation /
 * module thumbnail click, link opened), never lost offline. The mock API is
 * shared by parallel workers, so every assertion filters by this test's session id.
 */

const TRACK_PATH = '**/api/operational-toolkit/track';

/**
 * Going offline while the app's code still loads would leave the page without it (no service
 * worker in these specs, so nothing answers for the network): wait until the live app has taken
 * over the prerendered copy, whose heading and sections are there long before (a CI run under load
 * went offline on the copy, and the live page never came).
 */
async function sectionReady(page: Page, title = 'Implementation resources') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
  await waitForLivePage(page);
}

async function sessionId(page: Page): Promise<string> {
  await expect.poll(() => storedValue<string>(page, 'toolkit.id')).toBeTruthy();
  return (await storedValue<string>(page, 'toolkit.id'))!;
}
const outboxSize = async (page: Page) => (await storedValue<unknown[]>(page, 'toolkit.outbox'))?.length ?? 0;

async function resources(mockApi: MockApi, id: string): Promise<string[]> {
  const { tracks } = await mockApi.state();
  return tracks.filter((t) => t.id === id && t.resource).map((t) => t.resource!);
}

/** Waits for the key to arrive, then makes sure no duplicate follows. */
async function expectTrackedOnce(page: Page, mockApi: MockApi, id: string, key: string) {
  const count = async () => (await resources(mockApi, id)).filter((r) => r === key).length;
  await expect.poll(count, { message: `track ${key}` }).toBe(1);
  await allowTimeForWhatMustNotHappen(page, 400);
  expect(await count(), `exactly one track for ${key}`).toBe(1);
}

/**
 * PDFs and external links open new tabs: external sites are answered locally. The
 * tabs are left open (closing them races with context.setOffline).
 */
async function quietPopups(context: BrowserContext) {
  await context.route(/^https:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
}

/** Clicks where a user would click a thumbnail (the card's link covers it). */
async function clickCenter(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const block = (page: Page, id: string) => page.locator(`section.block#${id}`);
const cardMedia = (card: Locator) => card.locator('.card__media');

test.describe('tracking', () => {
  test.beforeEach(async ({ context }) => {
    await quietPopups(context);
  });

  test('implementation: each action is tracked exactly once with its resource key', async ({ page, mockApi }) => {
    await signIn(page);
    const id = await sessionId(page);

    const video = block(page, 'video-tutorials').locator('[data-item="video"]').first();
    await video.locator('video').evaluate((v: HTMLVideoElement) => (v.muted = true));
    await video.getByRole('button', { name: /^Play video/ }).click();
    await expectTrackedOnce(page, mockApi, id, 'implementation.VideoIntroducingProgram');
    // Pausing and playing again is not a new first play.
    await video.locator('video').evaluate(async (v: HTMLVideoElement) => {
      v.pause();
      await v.play();
    });
    await expectTrackedOnce(page, mockApi, id, 'implementation.VideoIntroducingProgram');

    await clickCenter(page, block(page, 'explore').locator('[data-item="link"] img'));
    await expectTrackedOnce(page, mockApi, id, 'implementation.ExploreProgram');

    await clickCenter(page, cardMedia(block(page, 'presentations').locator('[data-item="presentation"]').first()));
    await expectTrackedOnce(page, mockApi, id, 'implementation.PresentationLeadershipBriefing');

    await clickCenter(page, cardMedia(block(page, 'resources').locator('[data-item="pdf"]').first()));
    await expectTrackedOnce(page, mockApi, id, 'implementation.ImplementationGuide');

    await block(page, 'ontario')
      .getByRole('link', { name: /Open PDF: Privacy notice/ })
      .click();
    await expectTrackedOnce(page, mockApi, id, 'implementation.OntarioPrivacyNotice');

    await block(page, 'research')
      .getByRole('link', { name: /Research evidence/ })
      .click();
    await expectTrackedOnce(page, mockApi, id, 'implementation.ResearchEvidence');

    await clickCenter(page, cardMedia(block(page, 'modules').locator('[data-item="module"]').first()));
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation\/module\/1/);
    await expectTrackedOnce(page, mockApi, id, 'implementation.CntModulea');

    expect(await resources(mockApi, id)).toEqual([
      'implementation.VideoIntroducingProgram',
      'implementation.ExploreProgram',
      'implementation.PresentationLeadershipBriefing',
      'implementation.ImplementationGuide',
      'implementation.OntarioPrivacyNotice',
      'implementation.ResearchEvidence',
      'implementation.CntModulea',
    ]);
  });

  test('training: video with link, manuals and module cards', async ({ page, mockApi }) => {
    await signIn(page);
    const id = await sessionId(page);
    await page.goto('/toolkit/en/training');

    const engage = block(page, 'engage-video');
    await engage.getByRole('link', { name: /video-sharing site/ }).click();
    await expectTrackedOnce(page, mockApi, id, 'training.EngageClients');
    await engage.locator('video').evaluate((v: HTMLVideoElement) => (v.muted = true));
    await engage.getByRole('button', { name: /^Play video/ }).click();
    await expectTrackedOnce(page, mockApi, id, 'training.VideoEngageClients');

    await clickCenter(page, cardMedia(block(page, 'manuals').locator('[data-item="pdf"]').nth(1)));
    await expectTrackedOnce(page, mockApi, id, 'training.ManualGroup');

    await block(page, 'modules')
      .getByRole('link', { name: /Module 6:/ })
      .click();
    await expect(page).toHaveURL(/\/toolkit\/en\/training\/module\/6/);
    await expectTrackedOnce(page, mockApi, id, 'training.CntModule6');
  });

  test('promotional: posters and the engagement video', async ({ page, mockApi }) => {
    await signIn(page);
    const id = await sessionId(page);
    await page.goto('/toolkit/en/promotional');

    await block(page, 'p2-posters')
      .getByRole('link', { name: /Open PDF: Poster, version 3/ })
      .click();
    await expectTrackedOnce(page, mockApi, id, 'promotional.PosterP2Version3');

    const video = block(page, 'engagement-video');
    await video.locator('video').evaluate((v: HTMLVideoElement) => (v.muted = true));
    await video.getByRole('button', { name: /^Play video/ }).click();
    await expectTrackedOnce(page, mockApi, id, 'promotional.VideoEngagement');
    // Downloads of social images carry no resource key: nothing more is sent.
    expect(await resources(mockApi, id)).toEqual(['promotional.PosterP2Version3', 'promotional.VideoEngagement']);
  });

  test('actions taken offline are delivered in order after reconnecting', async ({ page, context, mockApi }) => {
    await signIn(page);
    const id = await sessionId(page);
    await sectionReady(page);
    await context.setOffline(true);
    // (A PDF that is not on the device has no link offline: tests/field-offline-ui.spec.ts.)
    await block(page, 'explore').locator('[data-item="link"]').getByRole('link').click();
    await block(page, 'research')
      .getByRole('link', { name: /Research evidence/ })
      .click();
    await expect.poll(() => outboxSize(page)).toBe(2);
    expect(await resources(mockApi, id)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => resources(mockApi, id)).toEqual(['implementation.ExploreProgram', 'implementation.ResearchEvidence']);
    await expect.poll(() => outboxSize(page)).toBe(0);
    await allowTimeForWhatMustNotHappen(page, 400);
    expect(await resources(mockApi, id)).toHaveLength(2);
  });

  test('actions taken offline survive a page reload and are delivered once', async ({ page, context, mockApi }) => {
    await signIn(page);
    const id = await sessionId(page);
    await sectionReady(page);
    await context.setOffline(true);
    await block(page, 'research')
      .getByRole('link', { name: /Research evidence/ })
      .click();
    await block(page, 'explore').locator('[data-item="link"]').getByRole('link').click();
    await expect.poll(() => outboxSize(page)).toBe(2);

    // Back online but the track call still cannot get through: the queue stays in IndexedDB…
    await page.route(TRACK_PATH, (route) => route.abort('internetdisconnected'));
    const tried = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/operational-toolkit/track'));
    await context.setOffline(false);
    await tried;
    expect(await outboxSize(page)).toBe(2);
    expect(await resources(mockApi, id)).toEqual([]);

    // …and the reloaded app flushes it on start.
    await page.unroute(TRACK_PATH);
    await page.reload();
    await sectionReady(page);
    await expect.poll(() => resources(mockApi, id)).toEqual(['implementation.ResearchEvidence', 'implementation.ExploreProgram']);
    await expect.poll(() => outboxSize(page)).toBe(0);
    await allowTimeForWhatMustNotHappen(page, 400);
    expect(await resources(mockApi, id)).toHaveLength(2);
  });
});
