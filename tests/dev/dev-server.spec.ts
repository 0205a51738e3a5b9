import type { Page } from '@playwright/test';
import { LocalServer } from '../../scripts/local-server';
import type { MockState } from '../support/mock-api';
import { expect, signInThroughEntry, test as base } from '../support/fixtures';
import { moduleText, moduleUrl } from '../support/modules';
import { E2E_PORTS } from '../support/ports';

/**
 * `npm run dev` as a new developer runs it (the "dev" project): the predev step writes MSW's
 * worker, the browser worker answers every API call, nothing else serves the API. French is on
 * here, the one server of the e2e run where it is: the language switch needs it.
 */
const test = base.extend<object, { devServer: LocalServer }>({
  devServer: [
    async ({}, use) => {
      const server = new LocalServer(E2E_PORTS.dev);
      const port = String(E2E_PORTS.dev);
      // The dev server answers at once; each module compiles at its first request (the tests wait for it).
      await server.run(['npm', 'run', 'dev', '--', '--port', port, '--strictPort'], { VITE_ENABLE_FRENCH: 'true' }, 120_000);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ devServer }, use) => use(devServer.origin),
});

// MSW is a service worker. One server for the file: its tests run in one worker.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** The mock API's stores, in the page: in dev they live in the browser worker's handlers. */
function mockStateInPage(page: Page): Promise<MockState> {
  return page.evaluate(() => fetch('/api/__mock/state').then((response) => response.json() as Promise<MockState>));
}

const slideCount = (page: Page) => page.locator('.slide-controls__count');

test(
  'signs in with the mock code, opens a module and sends feedback, all answered by the browser worker',
  { tag: '@dev' },
  async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughEntry(page);
    await page.goto(moduleUrl('implementation', 6));
    await page.getByRole('button', { name: /^Slide 4:/ }).click();
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    const text = `Sent in dev ${info.testId}`;
    await dialog.getByLabel('Your feedback').fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Your feedback has been received. Thank you!')).toBeVisible();
    await expect
      .poll(async () => (await mockStateInPage(page)).feedback.filter((f) => f.feedback === text))
      .toEqual([expect.objectContaining({ stage: 'slides', fullModuleId: '6-implementation', slide: 4 })]);
    expect((await mockStateInPage(page)).logins.length).toBeGreaterThan(0);
  },
);

test('the language switch opens the same slide in French (?slide= kept)', { tag: '@dev' }, async ({ page }) => {
  const count = moduleText('training', 3).slides.length;
  await page.goto('/toolkit/en/training/module/3/slides?slide=4');
  await expect(slideCount(page)).toHaveText(`Slide 4 of ${count}`);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/toolkit\/fr\/training\/module\/3\/slides\?slide=4$/);
  await expect(slideCount(page)).toHaveText(`Diapositive 4 sur ${count}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a mock worker that cannot start says so on the page', { tag: '@dev' }, async ({ page }) => {
  // What a clone without public/mockServiceWorker.js got: the worker's address answered with the
  // dev server's HTML. (Playwright cannot route a service worker's script; this asks for a page instead.)
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (url, options) => register(String(url).replace('/mockServiceWorker.js', '/?no-worker'), options);
  });
  await page.goto('/toolkit/en');
  await expect(page.getByRole('alert')).toHaveText(
    /^The mock API could not start: .*unsupported MIME type \('text\/html'\).*\. Run `npm run dev` again after `npm install`\.$/s,
  );
  await expect(page.getByLabel('Service code')).toHaveCount(0);
});
