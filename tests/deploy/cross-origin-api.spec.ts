import type { Page } from '@playwright/test';
import { NginxServer } from '../../scripts/nginx/nginx-server';
import { API_PATHS } from '../../src/lib/api-paths';
import { expect, MockApi, signInThroughEntry, storedValue, test } from '../support/fixtures';
import { completedSection, seedStorage } from '../support/modules';
import { E2E_PORTS } from '../support/ports';
import { CROSS_API_ORIGIN as API_ORIGIN, VARIANTS } from '../support/variants';

/**
 * The API on another origin (VITE_API_BASE), as a real backend would be: the mock API on its own
 * port answering CORS preflights, the app served by nginx from a build whose CSP connect-src names
 * that origin. nginx project only (it needs its own build).
 */
const app = new NginxServer(E2E_PORTS.crossOriginApp, {
  apiPort: E2E_PORTS.crossOriginApi,
  corsOrigins: [`http://localhost:${E2E_PORTS.crossOriginApp}`],
});

test.use({ baseURL: app.origin });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(() => app.serve(VARIANTS.crossOrigin.dir));
test.afterAll(() => app.stop());

/** CSP violations, from events in every document and console reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  return violations;
}

test(
  'sign-in, login, tracking, feedback and the certificate work with the API on another origin',
  { tag: '@nginx-only' },
  async ({ page, userAgent }) => {
    const api = new MockApi((p) => API_ORIGIN + p, userAgent);
    const violations = await watchCsp(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/operational-toolkit/') && apiCalls.push(r.url()));

    const response = await page.goto('/toolkit/en');
    expect(response!.headers()['content-security-policy']).toContain(`connect-src 'self' ${API_ORIGIN};`);
    await signInThroughEntry(page);
    const id = await storedValue<string>(page, 'toolkit.id');

    await page.goto('/toolkit/en/training');
    await page.getByRole('link', { name: /^Module 6:/ }).click();
    await expect
      .poll(async () => (await api.state()).tracks.filter((t) => t.id === id).map((t) => t.resource))
      .toContain('training.CntModule6');

    await page.getByRole('button', { name: 'Give feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Give feedback' });
    const text = `Sent across origins ${test.info().testId}`;
    await feedback.getByLabel('Your feedback').fill(text);
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect(feedback.getByText('Your feedback has been received. Thank you!')).toBeVisible();
    expect((await api.state()).feedback.map((f) => f.feedback)).toContain(text);
    await feedback.getByRole('button', { name: 'Close' }).click();

    await seedStorage(page, { progress: completedSection('implementation'), completion: { implementation: '2026-03-14' } });
    await page.goto('/toolkit/en/implementation/module/7/summary');
    await page.getByRole('button', { name: 'Download Certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download your certificate' });
    await dialog.getByLabel('Name (optional)').fill('Alex Martin');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Certificate Organizational Lead.pdf');
    // From the server, not rendered on the device.
    expect((await api.state()).certificates).toContainEqual(expect.objectContaining({ name: 'Alex Martin', day: '14', month: '2' }));

    // The app reads Retry-After across origins (the API exposes it).
    await api.fail({ mode: 'tooManyRequests', endpoints: ['validate-code'], times: 1 });
    const retryAfter = await page.evaluate(async (url) => {
      const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"code":"X","lang":"en"}' });
      return [r.status, r.headers.get('Retry-After')];
    }, API_ORIGIN + API_PATHS.validateCode);
    expect(retryAfter).toEqual([429, '60']);

    const paths = apiCalls.map((url) => new URL(url));
    expect(
      paths.every((url) => url.origin === API_ORIGIN),
      apiCalls.join('\n'),
    ).toBe(true);
    // All five calls: login too, at each start with a stored session.
    expect(new Set(paths.map((url) => url.pathname))).toEqual(new Set(Object.values(API_PATHS)));
    expect(violations).toEqual([]);
  },
);

test('the API answers preflights for the app origin only', { tag: '@nginx-only' }, async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(API_ORIGIN + API_PATHS.feedback, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
  const allowed = (await preflight(app.origin)).headers();
  expect(allowed['access-control-allow-origin']).toBe(app.origin);
  expect(allowed['access-control-allow-methods']).toContain('POST');
  expect(allowed['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
  // Track and feedback send it: a preflight that does not allow it fails them.
  expect(allowed['access-control-allow-headers']?.toLowerCase()).toContain('idempotency-key');
  expect(allowed.vary).toContain('Origin');
  const other = (await preflight('https://elsewhere.example')).headers();
  expect(other['access-control-allow-origin']).toBeUndefined();
});
