import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { content } from '../../src/content/en/index';
import type { ContentItem, SectionContent } from '../../src/content/types';
import { SECTIONS } from '../../src/lib/paths';
import { expect, signIn, test } from '../support/fixtures';
import { putStored } from '../support/stored';

const { implementation, training, promotional } = content.sections;
const CONTENT: SectionContent[] = [implementation, training, promotional];

/** Content items of a block (groups included) by kind, text excluded: text is prose, not an item card. */
function expectedKinds(block: SectionContent['blocks'][number]): Record<string, number> {
  const items: ContentItem[] = [...block.items, ...(block.groups ?? []).flatMap((g) => g.items)];
  const counts: Record<string, number> = {};
  for (const item of items) if (item.kind !== 'text') counts[item.kind] = (counts[item.kind] ?? 0) + 1;
  if (block.id === 'modules') counts.module = 7;
  return counts;
}

async function renderedKinds(page: Page, blockId: string): Promise<Record<string, number>> {
  return page.locator(`section.block#${blockId}`).evaluate((el) => {
    const counts: Record<string, number> = {};
    el.querySelectorAll<HTMLElement>('[data-item]').forEach((item) => {
      const kind = item.dataset.item!;
      if (kind !== 'text') counts[kind] = (counts[kind] ?? 0) + 1;
    });
    return counts;
  });
}

function block(page: Page, id: string) {
  return page.locator(`section.block#${id}`);
}

test.describe('section pages', () => {
  test('the guard sends a visitor without an id to the entry screen', async ({ page }) => {
    for (const section of SECTIONS) {
      await page.goto(`/toolkit/en/${section}`);
      await expect(page).toHaveURL(/\/toolkit\/en$/);
      await expect(page.getByLabel('Service code')).toBeVisible();
    }
  });

  for (const content of CONTENT) {
    test(`${content.id}: every block is present, in order, with all its items`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/toolkit/en/${content.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page).toHaveTitle(new RegExp(content.title));
      const ids = await page.locator('section.block').evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(content.blocks.map((b) => b.id));
      for (const b of content.blocks) {
        await expect(block(page, b.id).getByRole('heading', { level: 2 })).toHaveText(b.heading);
        expect(await renderedKinds(page, b.id), `block ${b.id}`).toEqual(expectedKinds(b));
        for (const group of b.groups ?? []) {
          await expect(block(page, b.id).getByRole('heading', { level: 3, name: group.heading })).toBeVisible();
        }
      }
      // The offline control's slot sits right after the overview, before the other blocks.
      const slotOrder = await page.evaluate(() => {
        const slot = document.querySelector('[data-slot="offline"]')!;
        const [overview, next] = document.querySelectorAll('section.block');
        const after = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { afterOverview: after(overview, slot), beforeNext: after(slot, next) };
      });
      expect(slotOrder).toEqual({ afterOverview: true, beforeNext: true });
      // Jump links for every block after the overview.
      const nav = page.getByRole('navigation', { name: 'On this page' });
      await expect(nav.getByRole('link')).toHaveCount(content.blocks.length - 1);
    });
  }

  test('implementation: spec counts', async ({ page }) => {
    await signIn(page);
    await expect(block(page, 'video-tutorials').locator('[data-item="video"]')).toHaveCount(2);
    await expect(block(page, 'explore').locator('[data-item="link"]')).toHaveCount(1);
    await expect(block(page, 'explore')).toContainText('training service code');
    await expect(block(page, 'modules').locator('[data-item="module"]')).toHaveCount(7);
    await expect(block(page, 'presentations').locator('[data-item="presentation"]')).toHaveCount(2);
    await expect(block(page, 'resources').locator('[data-group]')).not.toHaveCount(0);
    await expect(block(page, 'ontario').locator('[data-item="pdf"]')).toHaveCount(2);
    await expect(block(page, 'research').locator('[data-item="button"]')).toHaveCount(1);
    // Overview HTML is rendered through SafeHtml as real markup, not as escaped tags.
    await expect(block(page, 'overview').locator('strong').first()).toHaveText('organisational leads and service managers');
    await expect(block(page, 'overview')).not.toContainText('<strong>');
  });

  test('training: spec counts', async ({ page }) => {
    await signIn(page);
    await page.goto('/toolkit/en/training');
    await expect(block(page, 'modules').locator('[data-item="module"]')).toHaveCount(7);
    await expect(block(page, 'presentations').locator('[data-item="presentation"]')).toHaveCount(2);
    await expect(block(page, 'manuals').locator('[data-item="pdf"]')).toHaveCount(2);
    const certificates = block(page, 'client-certificates').locator('[data-item="pdf"]');
    await expect(certificates).toHaveCount(4);
    await expect(certificates.filter({ hasText: 'Editable' })).toHaveCount(2);
    await expect(block(page, 'engage-video').locator('[data-item="videoWithLink"]')).toHaveCount(1);
    await expect(block(page, 'engage-video').locator('video')).toHaveCount(1);
    await expect(block(page, 'resources').locator('[data-item="pdf"]')).toHaveCount(4);
    await expect(block(page, 'case-studies').locator('[data-item="pdf"]')).toHaveCount(3);
    await expect(block(page, 'research').locator('[data-item="button"]')).toHaveCount(1);
  });

  test('promotional: spec counts', async ({ page }) => {
    await signIn(page);
    await page.goto('/toolkit/en/promotional');
    await expect(block(page, 'engagement-video').locator('[data-item="video"]')).toHaveCount(1);
    const posters = block(page, 'p2-posters').locator('[data-item="pdf"]');
    await expect(posters).toHaveCount(3);
    await expect(posters.nth(0)).not.toContainText('Editable');
    await expect(posters.nth(1)).not.toContainText('Editable');
    await expect(posters.nth(2).locator('.badge--editable')).toHaveText('Editable');
    await expect(posters.first()).toContainText('430 × 560 mm');
    await expect(block(page, 'p5-leaflets').locator('[data-item="pdf"]')).toHaveCount(3);
    await expect(block(page, 'p5-leaflets').locator('[data-item="pdf"]').first()).toContainText('140 × 210 mm');
    await expect(block(page, 'p4-full-colour').locator('[data-item="pdf"]')).toHaveCount(2);
    await expect(block(page, 'p4-full-colour').locator('[data-item="pdf"]').first()).toContainText('215 × 280 mm');
    await expect(block(page, 'p4-part-colour').locator('[data-item="pdf"]')).toHaveCount(3);
    await expect(block(page, 'p4-part-colour').locator('[data-item="pdf"]').first()).toContainText('210 × 297 mm');
    await expect(block(page, 'p4-monochrome').locator('[data-item="pdf"]')).toHaveCount(3);
    await expect(block(page, 'social-media').locator('[data-item="image"]')).toHaveCount(9);
    await expect(block(page, 'social-media').locator('[data-item="hashtags"]')).toHaveCount(1);
    await expect(block(page, 'brand-guidelines').locator('[data-item="placeholder"]')).toHaveCount(3);
    await expect(block(page, 'brand-guidelines').getByText('Coming soon', { exact: true })).toHaveCount(3);
  });

  test('PDF cards open the PDF in a new tab', async ({ page }) => {
    await signIn(page);
    await page.goto('/toolkit/en/promotional');
    const link = block(page, 'p2-posters').getByRole('link', { name: /Open PDF: Poster, version 1/ });
    await expect(link).toHaveAttribute('href', '/pdfs/en/promotional/poster-p2-version-1.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const image = block(page, 'social-media').getByRole('link', { name: /Download: Logo, Full colour/ });
    await expect(image).toHaveAttribute('download', 'logo-colour.svg');
  });

  test('module cards link to the module route and show local progress', async ({ page }) => {
    await signIn(page);
    await putStored(page, {
      'toolkit.moduleProgress': {
        '2': { slide: 6, slidesComplete: true, quizPassed: true },
        '3': { slide: 5, slidesComplete: false, quizPassed: false },
      },
    });
    await page.reload();
    const cards = block(page, 'modules').locator('[data-item="module"]');
    await expect(cards).toHaveCount(7);
    for (let position = 1; position <= 7; position++) {
      await expect(cards.nth(position - 1).getByRole('link')).toHaveAttribute('href', `/toolkit/en/implementation/module/${position}`);
    }
    await expect(cards.nth(0)).toContainText('07:15');
    await expect(cards.nth(1)).toContainText('100% complete');
    await expect(cards.nth(1)).toContainText('Quiz passed');
    await expect(cards.nth(2)).toContainText('45% complete');
    await expect(cards.nth(2)).not.toContainText('Quiz passed');
    await expect(block(page, 'modules')).toContainText('Total duration: 75:30');
    await page.goto('/toolkit/en/training');
    await expect(block(page, 'modules').locator('[data-item="module"]').first()).toContainText('04:04');
    await expect(block(page, 'modules')).toContainText('Total duration: 72:19');
  });

  test('hashtags copy to the clipboard with a visible status', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto('/toolkit/en/promotional');
    const hashtags = page.locator('[data-item="hashtags"]');
    await hashtags.getByRole('button', { name: 'Copy hashtags' }).click();
    await expect(hashtags.getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      promotional.blocks
        .flatMap((b) => b.items)
        .find((i) => i.kind === 'hashtags')!
        .tags.join(' '),
    );
  });

  test('hashtags fall back to a selected field without the Clipboard API', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await signIn(page);
    await page.goto('/toolkit/en/promotional');
    const hashtags = page.locator('[data-item="hashtags"]');
    await hashtags.getByRole('button', { name: 'Copy hashtags' }).click();
    await expect(hashtags.getByRole('status')).toContainText('press Ctrl+C');
    const field = hashtags.getByRole('textbox', { name: 'Hashtags to copy' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(/#OnlineRecovery/);
    const selected = await field.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
    expect(selected).toContain('#OnlineRecovery');
  });

  test('only one video plays at a time', async ({ page }) => {
    await signIn(page);
    const videos = block(page, 'video-tutorials').locator('video');
    await expect(videos).toHaveCount(2);
    // Headless Chromium has no audio device: muted playback avoids autoplay-policy noise.
    await videos.evaluateAll((els: HTMLVideoElement[]) => els.forEach((v) => (v.muted = true)));
    const plays = block(page, 'video-tutorials').getByRole('button', { name: /^Play video/ });
    await plays.nth(0).click();
    await expect.poll(() => videos.nth(0).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await block(page, 'video-tutorials')
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await expect.poll(() => videos.nth(1).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect.poll(() => videos.nth(0).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Once started, native controls replace the big play button.
    await expect(videos.nth(0)).toHaveAttribute('controls', '');
  });

  for (const content of CONTENT) {
    test(`${content.id}: axe finds no WCAG 2.2 AA violations`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/toolkit/en/${content.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('layout: card grids follow the breakpoints', async ({ page }) => {
    await signIn(page);
    await page.goto('/toolkit/en/promotional');
    const grid = block(page, 'social-media').locator('.grid--cards');
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    for (const [width, expected] of [
      [400, 1],
      [500, 2],
      [700, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columns, { message: `columns at ${width}px` }).toBe(expected);
    }
    await page.setViewportSize({ width: 1600, height: 900 });
    const main = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
    expect(main).toBeLessThanOrEqual(1300);
  });
});
