import type { BrowserContext, Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MOCK_CODES } from '../../mocks/codes';
import { RESOURCE_TYPES, SECTION_MODULES } from '../../src/content/catalogue';
import { SECTIONS, STAGES } from '../../src/lib/paths';
import { content } from '../../src/content/en/index';
import { catalogueIds, idsUsedIn } from '../support/catalogues';
import { watchHeading } from '../support/frames';
import { expect, signIn, test } from '../support/fixtures';
import { withoutAppScript } from '../support/held-chunks';
import { seedStorage } from '../support/modules';
import { DIST, goOffline, waitForServiceWorker } from '../support/offline';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

/**
 * Section and module pages are prerendered at build time (scripts/prerender), so they
 * paint before any JavaScript runs; the live app then renders over them.
 */
const MODULE_ROUTES = RESOURCE_TYPES.flatMap((type) =>
  SECTION_MODULES[type].flatMap((code, i) =>
    STAGES.map((stage) => ({ path: `/toolkit/en/${type}/module/${i + 1}/${stage}`, title: content.modules[code].title })),
  ),
);
const SECTION_ROUTES = SECTIONS.map((s) => ({ path: `/toolkit/en/${s}`, title: content.sections[s].title }));

/**
 * Signs in; once the sign-in is stored, the hint prerendered pages paint by says so: the very
 * next page load paints as signed in (its search, person menu and slides line in place).
 */
async function signInForPaint(page: Page) {
  await signIn(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('toolkit.paintHints'))).toContain('"session":true');
}

/** The current slide image's box, rounded; found and measured in one call (swiper may replace it in between). */
const slideBox = (p: Page) =>
  p.evaluate(() => {
    // The first one: once swiper is up, the next slide's image is there too.
    const img = [...document.querySelectorAll('img.slider__image')].find((i) => i.getBoundingClientRect().width > 0);
    if (!img) return null;
    const { top, left, width } = img.getBoundingClientRect();
    return { top: Math.round(top), left: Math.round(left), width: Math.round(width) };
  });

/**
 * Once the page has painted. Its first script comes before its style sheets, so its body can be laid
 * out (and read) before they arrive; the first paint waits for them: what is read after it is what a person sees.
 */
const firstPaint = (p: Page) => expect.poll(() => p.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);

/** The slide as the static copy paints it (app script held, in a second tab) and as the live page settles. */
function slideBoxes(page: Page, context: BrowserContext, path = '/toolkit/en/training/module/4/slides') {
  return {
    staticBox: async () => {
      const held = await context.newPage();
      await withoutAppScript(held);
      await held.goto(path, { waitUntil: 'commit' });
      await expect(held.locator('.prerendered img.slider__image').filter({ visible: true })).toBeVisible();
      await firstPaint(held);
      const box = await slideBox(held);
      await held.close();
      return box;
    },
    liveBox: async (box: Awaited<ReturnType<typeof slideBox>>) => {
      await page.goto(path);
      await expect(page.locator('.prerendered')).toHaveCount(0);
      // The live layout settles as its parts load, and must settle where the static copy painted.
      await expect.poll(() => slideBox(page)).toEqual(box);
    },
  };
}

/** Where a section page's offline card and the parts after it are drawn. */
const sectionBoxes = (p: Page) =>
  p.evaluate(() =>
    ['.offline-card', 'nav.on-this-page', 'main section:nth-of-type(2) h2'].map((selector) => {
      const el = document.querySelector(selector);
      if (!el) return `${selector}: none`;
      const { top, left, width, height } = el.getBoundingClientRect();
      return `${selector}: ${[top, left, width, height].map(Math.round).join(' ')}`;
    }),
  );

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('prerendered pages in the build', () => {
  test('every section and module stage page has its HTML, with its heading and no inline script', () => {
    for (const route of [...SECTION_ROUTES, ...MODULE_ROUTES]) {
      const file = path.join(DIST, route.path, 'index.html');
      expect(existsSync(file), file).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html, route.path).toContain(`${escapeHtml(route.title)}</h1>`);
      expect(html, route.path).toContain(`<title>${escapeHtml(route.title)} · Operational Toolkit</title>`);
      for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        expect(attrs, route.path).toMatch(/\bsrc="/);
        expect(body.trim(), route.path).toBe('');
      }
      expect(html, route.path).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  test('a slides page carries its first slide image; the entry screen its code field, live', () => {
    const html = readFileSync(path.join(DIST, 'toolkit/en/training/module/4/slides/index.html'), 'utf8');
    expect(html).toMatch(/<img class="slider__image" src="\/images\/en\/modules\/4\/slide-1\.svg"/);
    const entry = readFileSync(path.join(DIST, 'toolkit/en/index.html'), 'utf8');
    expect(entry).toContain('<div id="root" class="prerendered" data-hydrate>');
    expect(entry).toContain('id="service-code"');
    expect(entry).not.toContain(' inert');
    // No inline script or handler under the CSP, as on every other page.
    for (const [, attrs, body] of entry.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      expect(attrs).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    expect(entry).not.toMatch(/\son[a-z]+\s*=/i);
  });

  test('the entry chunk carries the entry screen strings and uses no other page string', () => {
    const shell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const entryChunk = /<script type="module" crossorigin src="\/([^"]+)">/.exec(shell)?.[1];
    expect(entryChunk).toBeDefined();
    const used = idsUsedIn(readFileSync(path.join(DIST, entryChunk!), 'utf8'));
    const entry = catalogueIds('src/i18n/locales/en/entry.po');
    const pages = catalogueIds('src/i18n/locales/en/messages.po');
    // The scan finds the entry screen's own strings (so it reads the build's descriptors at all).
    expect([...entry].filter((id) => used.has(id)).length).toBeGreaterThan(10);
    // A string only the pages' catalogue holds would show as its id on the entry screen: list it
    // in lingui.config.ts ENTRY_FILES.
    expect([...used].filter((id) => pages.has(id) && !entry.has(id))).toEqual([]);
  });

  test('summary and quiz pages leave out their progress-dependent stage', () => {
    const summary = readFileSync(path.join(DIST, 'toolkit/en/training/module/4/summary/index.html'), 'utf8');
    const quiz = readFileSync(path.join(DIST, 'toolkit/en/training/module/4/quiz/index.html'), 'utf8');
    for (const html of [summary, quiz]) {
      expect(html).toContain('class="prerendered__live-only"');
      expect(html).not.toContain('progress-row');
      expect(html).not.toContain(escapeHtml(content.modules['4'].questions[0].title));
    }
  });
});

test.describe('first paint without JavaScript', { tag: '@nginx' }, () => {
  // A phone or tablet: from 1200px the live page puts the slide list beside the stage.
  test.use({ viewport: { width: 412, height: 915 } });

  test('the server answers a module route with its prerendered page', async ({ request }) => {
    const html = await (await request.get('/toolkit/en/training/module/4/slides')).text();
    expect(html).toContain(`<h1>${escapeHtml(content.modules['4'].title)}</h1>`);
    const shell = await (await request.get('/toolkit/en/training/module/4')).text();
    expect(shell).not.toContain('class="prerendered"');
  });

  test('a module’s address without its stage goes on from HTML: to the slides, to the summary once they are complete', async ({ page }) => {
    const hints = () => page.evaluate(() => localStorage.getItem('toolkit.paintHints'));
    // A start of the app writes the hints (src/app/PaintHints.tsx); the next address has no app script.
    await page.goto('/toolkit/en/training/module/4/slides');
    await expect.poll(hints).toContain('"complete":[]');
    await withoutAppScript(page);
    await page.goto('/toolkit/en/training/module/4', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/training\/module\/4\/slides$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.modules['4'].title);
    await expect(page.locator('.prerendered')).toHaveCount(1);

    await page.unrouteAll();
    await seedStorage(page, { progress: { '4': { slide: 0, slidesComplete: true, quizPassed: false } } });
    await page.goto('/toolkit/en/training/module/4/summary');
    await expect.poll(hints).toContain('"complete":["4"]');
    await withoutAppScript(page);
    await page.goto('/toolkit/en/training/module/4', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/training\/module\/4\/summary$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.modules['4'].title);
  });

  test('an address the app would redirect goes on from HTML: a prefix in capitals, French while it is off', async ({ page }) => {
    await withoutAppScript(page);
    await page.goto('/Toolkit/fr/training/module/4/slides?slide=1#notes', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/toolkit\/en\/training\/module\/4\/slides\?slide=1#notes$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.modules['4'].title);
    await expect(page.locator('.prerendered')).toHaveCount(1);
    await page.goto('/RESOURCES', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/resources\/en$/);
  });

  test('an Ontario module page paints from HTML: its heading, its first slide and links that stay under /resources', async ({ page }) => {
    await withoutAppScript(page);
    await page.goto('/resources/en/training/module/4/slides', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.modules['4'].title);
    await expect(page.getByRole('banner')).toContainText('Ontario Operational Toolkit');
    await expect(page.locator('img.slider__image').filter({ visible: true })).toBeVisible();
    const links = await page.locator('.prerendered a[href^="/"]').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(5);
    // The contact page is one address for both variants (spec §2).
    expect(links.filter((href) => !href.startsWith('/resources/en') && href !== '/contactform')).toEqual([]);
  });

  test('a module page shows its heading and first slide before the app script runs', async ({ page }) => {
    await withoutAppScript(page);
    await page.goto('/toolkit/en/training/module/4/slides', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.modules['4'].title);
    const slide = page.locator('img.slider__image').filter({ visible: true });
    await expect(slide).toBeVisible();
    // Not inert: a press on it is held and made on the live page (tests/learning/held-input.spec.ts).
    await expect(page.locator('.prerendered')).not.toHaveAttribute('inert', '');
    await expect(slide).toHaveJSProperty('complete', true);
    expect(await slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the slide paints where the live page draws it, for a visitor and signed in (no jump, no later largest paint)', async ({
    page,
    context,
  }) => {
    const { staticBox, liveBox } = slideBoxes(page, context);
    // A visitor: no Search button and no slides-on-this-device line, in either copy.
    await liveBox(await staticBox());
    // Signed in: both, from the first frame; the pack engine's later answer changes words only.
    await signInForPaint(page);
    await liveBox(await staticBox());
    await expect(page.getByRole('status').filter({ hasText: 'slides not on this device yet' })).toBeVisible({ timeout: 30_000 });
    expect(await slideBox(page)).toEqual(await staticBox());
  });

  test('the copy fetches no narration, video or captions: only the live page, once it takes over; its video looks the same', async ({
    page,
    context,
  }) => {
    await signInForPaint(page);
    // The signed-in page may still be loading its own players' metadata; only the copy counts.
    await page.goto('about:blank');
    const media: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(mp3|mp4|webm|vtt)$/.test(pathname)) media.push(pathname);
    });
    await withoutAppScript(page);
    for (const path of ['/toolkit/en/training/module/4/slides', '/toolkit/en/training']) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('.prerendered')).toBeVisible();
      // The copy's players are drawn; a player that fetches would have asked within a second.
      await expect(page.locator('.prerendered').locator('audio, video').first()).toBeAttached();
      await allowTimeForWhatMustNotHappen(page, 1000);
    }
    expect(media).toEqual([]);
    // The copy draws the video's poster itself, as the live player draws it.
    const frame = (p: Page) => p.locator('.video__frame').first();
    await frame(page).scrollIntoViewIfNeeded();
    await expect(frame(page).locator('img.video__poster')).toHaveJSProperty('complete', true);
    const copy = await frame(page).screenshot();
    const live = await context.newPage();
    await live.goto('/toolkit/en/training');
    await expect(live.locator('.prerendered')).toHaveCount(0);
    await frame(live).scrollIntoViewIfNeeded();
    await expect(frame(live).locator('video')).toHaveAttribute('poster', /getting-started-poster\.jpg$/);
    await expect.poll(async () => (await frame(live).screenshot()).equals(copy)).toBe(true);
    await live.close();
    await page.unrouteAll();
    await page.goto('/toolkit/en/training/module/4/slides');
    await expect(page.locator('.prerendered')).toHaveCount(0);
    // The live player reads the narration's length (its metadata) as before.
    await expect(page.getByRole('slider', { name: 'Position in the narration' })).toBeEnabled();
    expect(media).toContain('/audio/en/modules/4/slide-1.mp3');
  });

  test('the live app replaces the prerendered page and works', async ({ page }) => {
    await page.goto('/toolkit/en/training/module/4/slides');
    await expect(page.locator('.prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('button', { name: /Next slide/ }).click();
    await expect(page.getByText('Slide 2 of 21')).toBeVisible();
  });

  test('a module with progress does not flash its first slide: only its header paints early', async ({ page }) => {
    await page.goto('/toolkit/en/training/module/4/slides');
    await page.getByRole('button', { name: /Next slide/ }).click();
    await expect(page.getByText('Slide 2 of 21')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('toolkit.paintHints'))).toContain('"4"');
    await withoutAppScript(page);
    await page.goto('/toolkit/en/training/module/4/slides', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('img.slider__image').filter({ visible: true })).toHaveCount(0);
  });
});

/**
 * A module page while the core pack comes onto the device: the line under the title and the
 * header's offline link change their words, and nothing on the page moves (header included).
 */
async function nothingMovesWhileSlidesCome(page: Page) {
  // The whole core pack (6 MB) comes before the header says it is all on the device.
  test.setTimeout(150_000);
  // The pack's downloads (fetches; the page's own <img> loads go on) wait until the page is watched.
  let release = () => undefined as void;
  const watched = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(images|audio|pdfs)\//, async (route) => {
    if (route.request().resourceType() === 'fetch') await watched;
    await route.continue().catch(() => undefined);
  });
  await signIn(page, MOCK_CODES.organisation, { corePack: 'auto' });
  await page.goto('/toolkit/en/training/module/4/slides');
  const line = page.getByRole('status').filter({ hasText: /on this device/ });
  const offlineLink = page.getByRole('banner').locator('.header-offline');
  await expect(page.locator('.prerendered')).toHaveCount(0);
  const box = await slideBox(page);
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        const moved = e.sources.map((x) => x.node).filter((n) => n && document.body.contains(n));
        if (!e.hadRecentInput) w.__shifts.push(...moved.map((n) => (n as Element).className || n!.nodeName));
      }
    }).observe({ type: 'layout-shift' });
  });
  await expect(line).toContainText('not on this device yet', { timeout: 20_000 });
  await expect(offlineLink).toHaveAccessibleName(/^Saving \d+% for offline use$/);
  release();
  // The core pack downloads by itself once signed in; the words follow it, nothing moves.
  await expect(line).toHaveText('Every slide is on this device', { timeout: 45_000 });
  await expect(offlineLink).toHaveAccessibleName('Available offline', { timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  expect(await slideBox(page)).toEqual(box);
}

/**
 * Tablets, portrait and landscape, and a laptop: from 1200px the slide list sits beside the stage.
 * Where things paint is the page's own doing: these run on the local server only, and the phone's
 * run below (whose files come from nginx too) shows the deployed server changes nothing of it.
 */
for (const viewport of [
  { width: 820, height: 1180 },
  { width: 1180, height: 820 },
  { width: 1366, height: 1024 },
]) {
  test.describe(`first paint at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the slide paints from HTML where the live page draws it, signed in', async ({ page, context }) => {
      const { staticBox, liveBox } = slideBoxes(page, context);
      await signInForPaint(page);
      const painted = await staticBox();
      expect(painted?.width, 'the slide image shows in the first frame').toBeGreaterThan(0);
      await liveBox(painted);
    });

    test('nothing moves on a module page while its slides come onto the device', ({ page }) => nothingMovesWhileSlidesCome(page));

    test('a section paints from HTML where the live page draws it, and nothing moves when its offline controls come', async ({
      page,
      context,
    }) => {
      await signInForPaint(page);
      const held = await context.newPage();
      await withoutAppScript(held);
      await held.goto('/toolkit/en/training', { waitUntil: 'commit' });
      await expect(held.locator('.prerendered nav.on-this-page')).toBeVisible();
      await firstPaint(held);
      const painted = await sectionBoxes(held);
      await held.close();
      await page.goto('/toolkit/en/training');
      // The pack engine starts on an idle moment after the take-over: its controls are the last part to come.
      await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
      expect(await sectionBoxes(page)).toEqual(painted);
    });
  });
}

test.describe('a phone, 412 × 915', { tag: '@nginx' }, () => {
  test.use({ viewport: { width: 412, height: 915 } });
  test('nothing moves on a module page while its slides come onto the device', ({ page }) => nothingMovesWhileSlidesCome(page));
});

test.describe('gated pages', () => {
  test('without a session, a section page shows nothing gated, from its first frame to the redirect', async ({ page }) => {
    const title = content.sections.implementation.title;
    const seen = await watchHeading(page, title);
    await page.goto('/toolkit/en/implementation');
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
    const watched = await seen();
    expect(watched.frames).toBeGreaterThan(0);
    expect(watched.seen).toBe(false);
  });

  test('without a session the prerendered section is hidden even while the app script loads', async ({ page }) => {
    await withoutAppScript(page);
    await page.goto('/toolkit/en/training', { waitUntil: 'commit' });
    await expect(page.locator('.prerendered h1')).toHaveText(content.sections.training.title);
    await expect(page.locator('.prerendered')).toBeHidden();
    await expect(page.getByText(content.sections.training.title)).toBeHidden();
  });

  test('with a session the section paints before the app script runs; the id never leaves IndexedDB', async ({ page }) => {
    // The hint is set once the sign-in is stored in IndexedDB: no second start is needed.
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.sections.implementation.title);
    const hints = await page.evaluate(() => localStorage.getItem('toolkit.paintHints'));
    expect(JSON.parse(hints ?? '{}')).toMatchObject({ session: true });
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/"id"|toolkit\.id/);
    await withoutAppScript(page);
    await page.goto('/toolkit/en/training', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText(content.sections.training.title);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('offline', { tag: '@nginx' }, () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker answers a module route offline with its prerendered page', async ({ page, context }) => {
    await signIn(page, MOCK_CODES.training);
    await waitForServiceWorker(page);
    await goOffline(context);
    const response = await page.goto('/toolkit/en/implementation/module/6/quiz');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toContain(`<h1>${escapeHtml(content.modules.b.title)}</h1>`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.modules.b.title);
    const section = await page.goto('/toolkit/en/promotional');
    expect(await section?.text()).toContain(`${escapeHtml(content.sections.promotional.title)}</h1>`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.sections.promotional.title);
  });
});
