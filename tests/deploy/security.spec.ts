import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inlineStyles } from '../../deploy/build-output';
import { styleHash } from '../../deploy/csp';
import { FAILURE_CODES, MOCK_CODES, ODD_ID, ODD_ID_CODE } from '../../mocks/codes';
import { SECTIONS } from '../../src/lib/paths';
import { expect, signIn, signInThroughEntry, storedValue, test } from '../support/fixtures';

/** Lazy pages (route chunk + content chunk) can take a while on a busy 2-core machine. */
const LAZY = { timeout: 30_000 };
/** design-notes §2 (deployment headers), §6 (mock API never ships) and §9 (CSP). */

const TOO_MANY = 'Sorry, we are experiencing too many requests. Please try again in a few minutes';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values] as const),
  );
}

function scriptSources(csp: string): string[] {
  const map = directives(csp);
  return map.get('script-src') ?? map.get('default-src') ?? ['*'];
}

/** Collects CSP violations from events (every document) and console reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(`console: ${m.text()}`);
  });
  return violations;
}

test.describe('deployment headers', { tag: '@nginx' }, () => {
  test('every response carries a CSP without unsafe script sources', async ({ request }) => {
    const html = await (await request.get('/toolkit/en')).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    for (const path of ['/toolkit/en', '/toolkit/en/implementation', '/sw.js', asset!]) {
      const csp = (await request.get(path)).headers()['content-security-policy'];
      expect(csp, path).toBeTruthy();
      const script = scriptSources(csp);
      expect(script, path).not.toContain("'unsafe-inline'");
      expect(script, path).not.toContain("'unsafe-eval'");
      expect(script, path).not.toContain('*');
      expect(directives(csp).get('object-src'), path).toEqual(["'none'"]);
    }
  });

  test("inline <style> elements: only the page's own, each allowed by its hash", async ({ request }) => {
    for (const path of ['/toolkit/en', '/toolkit/en/training', '/toolkit/en/training/module/4/slides']) {
      const response = await request.get(path);
      const elements = directives(response.headers()['content-security-policy']).get('style-src-elem');
      expect(elements, path).toBeDefined();
      expect(elements, path).not.toContain("'unsafe-inline'");
      const styles = inlineStyles(await response.text());
      expect(styles.length, path).toBeGreaterThan(0);
      for (const css of styles) expect(elements, `${path}: ${css.slice(0, 40)}`).toContain(styleHash(css));
    }
  });

  test('no-cache for the worker, the app shell and the content index', async ({ request }) => {
    for (const path of ['/sw.js', '/index.html', '/toolkit/en', '/toolkit/en/training/module/4/slides', '/content-index/en.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    expect((await request.get('/content-index/en.json')).headers()['content-type']).toContain('application/json');
  });

  test('hashed assets are cached long-term as immutable', async ({ request }) => {
    const html = await (await request.get('/toolkit/en')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const path of assets) {
      const cacheControl = (await request.get(path)).headers()['cache-control'];
      expect(cacheControl, path).toContain('immutable');
      expect(cacheControl, path).toContain('max-age=31536000');
    }
  });

  test('the app shell has no inline script or inline event handlers', async ({ request }) => {
    const html = await (await request.get('/toolkit/en')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  test('mockServiceWorker.js is not served', async ({ request }) => {
    const response = await request.get('/mockServiceWorker.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('MSW');
  });
});

test.describe('CSP in the browser', { tag: '@nginx' }, () => {
  test('no violations on the entry, section, module and offline pages', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/toolkit/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
    await signIn(page);
    for (const section of SECTIONS) {
      await page.goto(`/toolkit/en/${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/toolkit/en/training/module/4/slides');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LAZY);
    await page.waitForLoadState('networkidle');
    await page.goto('/toolkit/en/offline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });
    test('the worker registers under the CSP', async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto('/toolkit/en');
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toMatch(/\/$/);
      expect(violations).toEqual([]);
    });
  });
});

test.describe('mock API limits and opaque ids', () => {
  test.describe.configure({ mode: 'serial' });

  test('5 wrong codes, then even the right code is refused with 429', async ({ page }) => {
    // The mock keys its rate limit by this test's user agent, so no reset is needed
    // and parallel tests are not locked out.
    await page.goto('/toolkit/en');
    const field = page.getByLabel('Service code');
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    for (let i = 1; i <= 5; i++) {
      await field.fill(`WRONG-CODE-${i}`);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText('Sorry, this code is not recognized');
    }
    await field.fill(MOCK_CODES.organisation);
    const answer = page.waitForResponse((r) => r.url().endsWith('/validate-code'));
    await submit.click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(response.headers()['retry-after']).toBe('60');
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    expect(await storedValue(page, 'toolkit.id')).toBeUndefined();
  });

  test('the session id is opaque: stored and sent as-is, never rendered', async ({ page, mockApi }) => {
    const dialogs: string[] = [];
    const oddRequests: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => /\/x$/.test(new URL(r.url()).pathname) && oddRequests.push(r.url()));
    await signInThroughEntry(page, ODD_ID_CODE);
    expect(await storedValue(page, 'toolkit.id')).toBe(ODD_ID);

    // The odd id is a constant, so count this start's login against earlier runs'.
    const logins = async () => (await mockApi.state()).logins.filter((l) => l === ODD_ID).length;
    const before = await logins();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
    await expect.poll(logins).toBe(before + 1);
    for (const section of ['training', 'promotional']) {
      await page.goto(`/toolkit/en/${section}`);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('onerror');
    expect(dialogs).toEqual([]);
    expect(oddRequests).toEqual([]);
  });
});

test.describe('production bundle', () => {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const abs = path.join(dir, name);
      return statSync(abs).isDirectory() ? files(abs) : [abs];
    });

  test('contains no msw code, mock worker or mock service codes', () => {
    expect(existsSync(path.join(dist, 'index.html')), `no build in ${dist}`).toBe(true);
    expect(existsSync(path.join(dist, 'mockServiceWorker.js'))).toBe(false);
    const forbidden = [
      // msw's own strings (devUtils prefix, worker file, request header, cookie store)
      '[MSW]',
      'mockServiceWorker',
      'x-msw-intention',
      '__msw-cookie-store__',
      'mswjs',
      // the dev server's message for a mock API that failed to start (src/app/dev-mocks.ts)
      'The mock API could not start',
      // the mock API's control routes and codes
      '/api/__mock',
      'TRAIN-2026',
      ...Object.values(MOCK_CODES),
      ...Object.keys(FAILURE_CODES),
      ODD_ID_CODE,
    ];
    const text = files(dist).filter((f) => /\.(m?js|html|css|json|webmanifest|txt|map)$/.test(f));
    expect(text.length).toBeGreaterThan(3);
    const hits = text.flatMap((f) => {
      const body = readFileSync(f, 'utf8');
      return forbidden.filter((s) => body.includes(s)).map((s) => `${path.relative(dist, f)}: ${s}`);
    });
    expect(hits).toEqual([]);
  });
});
