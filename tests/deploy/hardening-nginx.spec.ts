import { readFileSync } from 'node:fs';
import { TEST_CLIENT_HEADER } from '../../scripts/nginx/config';
import { API_PATHS } from '../../src/lib/api-paths';
import { expect, test } from '../support/fixtures';
import { E2E_PORTS, NGINX_ACCESS_LOG } from '../support/ports';
import { sendRaw, type RawAnswer } from '../support/raw-http';

/**
 * What deploy/nginx adds at the edge (issue #37): HSTS, the client address the API is told,
 * the rate limit on service codes and an access log without the certificate's name. nginx
 * project only. Specs that flood validate-code name a client address of their own
 * (X-Test-Client, scripts/nginx/config.ts), so the other specs' sign-ins are never throttled.
 */
const TOO_MANY = 'Sorry, we are experiencing too many requests. Please try again in a few minutes';
const HSTS = 'max-age=63072000';
/** The zone's burst (toolkit-app.conf): more than this at once from one client is refused. */
const BURST = 20;

/** Client addresses (TEST-NET-2) no other test uses: one bucket per test. */
const CLIENTS = { burst: '198.51.100.10', entry: '198.51.100.11', other: '198.51.100.12', forwarded: '198.51.100.13' };

/**
 * `count` wrong codes from `client`, each on a connection of its own and all sent at once (an HTTP
 * client's connection pool would spread them out), each with a user agent of its own (the mock's
 * own limit never answers).
 */
function codeBurst(client: string, count = BURST * 3): Promise<RawAnswer>[] {
  return Array.from({ length: count }, (_, i) =>
    sendRaw(E2E_PORTS.nginx, {
      family: 'burst',
      method: 'POST',
      target: API_PATHS.validateCode,
      headers: [
        [TEST_CLIENT_HEADER, client],
        ['User-Agent', `burst-${client}-${i}-${Date.now()}`],
        ['Content-Type', 'application/json'],
      ],
      body: JSON.stringify({ code: `WRONG-${i}`, lang: 'en' }),
      expect: 'answered',
    }),
  );
}

/** Resolves at the burst's first 429: from then the client's bucket is full. */
const firstRefusal = (burst: Promise<RawAnswer>[]) =>
  Promise.any(burst.map(async (answer) => ((await answer).status === 429 ? undefined : Promise.reject(new Error('passed')))));

/**
 * Runs `during` while `client`'s bucket is kept full: a burst until the first 429, then bursts one
 * after another until `during` settles, so a freed slot (one every 100 ms) goes to the flood
 * whatever the machine's load makes of the request sent meanwhile.
 */
async function whileFlooded<T>(client: string, during: () => Promise<T>): Promise<T> {
  let flooding = true;
  const first = codeBurst(client);
  // Without a limit there is no 429 to wait for: `during` then runs unthrottled, and the test says so.
  await firstRefusal(first).catch(() => undefined);
  const flood = (async () => {
    while (flooding) await Promise.all(codeBurst(client, 10));
  })();
  try {
    return await during();
  } finally {
    flooding = false;
    await Promise.all([flood, ...first]);
  }
}

const header = (answer: RawAnswer, name: string) => new RegExp(`^${name}: ([^\r]*)\r$`, 'im').exec(answer.text)?.[1];
const body = (answer: RawAnswer) => answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4);

test.describe('deploy/nginx at the edge', { tag: '@nginx-only' }, () => {
  test('HSTS on pages, files and error answers', async ({ request }) => {
    const html = await (await request.get('/toolkit/en')).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    for (const path of ['/toolkit/en', '/sw.js', asset, '/images/en/modules/2/slide-1.svg', '/missing.png']) {
      expect((await request.get(path)).headers()['strict-transport-security'], path).toBe(HSTS);
    }
  });

  test('the API is told the address nginx saw, never an X-Forwarded-For the client made up', async ({ request }) => {
    const forged = await request.get('/api/__mock/request-headers', { headers: { 'X-Forwarded-For': '203.0.113.66' } });
    expect((await forged.json()).forwardedFor).toBe('127.0.0.1');
    const other = await request.get('/api/__mock/request-headers', {
      headers: { [TEST_CLIENT_HEADER]: CLIENTS.forwarded, 'X-Forwarded-For': '203.0.113.66' },
    });
    expect((await other.json()).forwardedFor).toBe(CLIENTS.forwarded);
  });

  test('a burst of code checks from one client is refused with 429 tooManyRequests; another client is not', async ({ request }) => {
    const answers = await Promise.all(codeBurst(CLIENTS.burst));
    const refused = answers.filter((a) => a.status === 429);
    // nodelay: the first burst+1 are passed on at once (the mock says 401: a wrong code), the
    // rest refused, but for the few the bucket let through as it drained meanwhile.
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(BURST);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 401 && a.status !== 429)).toEqual([]);
    for (const answer of refused) {
      expect(JSON.parse(body(answer))).toEqual({ message: 'tooManyRequests' });
      expect(header(answer, 'Content-Type')).toBe('application/json');
      expect(header(answer, 'Retry-After')).toBe('60');
    }
    const elsewhere = await request.post(API_PATHS.validateCode, {
      headers: { [TEST_CLIENT_HEADER]: CLIENTS.other },
      data: { code: 'WRONG', lang: 'en' },
    });
    expect(elsewhere.status()).toBe(401);
  });

  test('the entry screen shows nginx’s 429 as the spec’s "too many requests" message', async ({ page }) => {
    const client = CLIENTS.entry;
    // The browser's own check reaches nginx (route.fetch, as this client) while the client floods
    // the check; again should it have taken a freed slot.
    await page.route(`**${API_PATHS.validateCode}`, async (route) => {
      const headers = { ...route.request().headers(), [TEST_CLIENT_HEADER.toLowerCase()]: client };
      let response = null;
      for (let attempt = 0; attempt < 5 && response?.status() !== 429; attempt++) {
        response = await whileFlooded(client, () => route.fetch({ headers }));
      }
      await route.fulfill({ response: response! });
    });
    await page.goto('/toolkit/en');
    await page.getByLabel('Service code').fill('ORG-2026-DEMO');
    const answer = page.waitForResponse((r) => r.url().endsWith(API_PATHS.validateCode));
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
    await expect(page).toHaveURL(/\/toolkit\/en$/);
  });

  test('the access log has no name or query for a certificate call; other requests keep their query', async ({ request }, testInfo) => {
    const name = `Secret Learner ${testInfo.testId}`;
    const agent = `log-check-${testInfo.testId}-${Date.now()}`;
    const query = new URLSearchParams({ resourceType: 'training', name, day: '14', month: '2', year: '2026', lang: 'en' });
    expect((await request.get(`${API_PATHS.pdf}?${query}`, { headers: { 'User-Agent': agent } })).status()).toBe(200);
    // Escaped, the path is the same call (nginx and the API decode it): still no query in the log.
    await request.get(`/api/operational-toolkit/%70df?${query}`, { headers: { 'User-Agent': agent } });
    expect((await request.get('/toolkit/en?from=log-check', { headers: { 'User-Agent': agent } })).status()).toBe(200);

    // nginx writes a line once the answer is sent: wait until all three are there.
    const lines = () =>
      readFileSync(NGINX_ACCESS_LOG, 'utf8')
        .split('\n')
        .filter((line) => line.includes(agent));
    await expect.poll(() => lines().length).toBe(3);
    const [pdf, escaped, page] = lines();
    expect(pdf).toContain(`"GET ${API_PATHS.pdf} HTTP/1.1" 200`);
    expect(escaped).toContain(`"GET ${API_PATHS.pdf} HTTP/1.1"`);
    for (const line of [pdf, escaped]) {
      expect(line).not.toContain('Secret');
      expect(line).not.toContain('?');
    }
    expect(page).toContain('"GET /toolkit/en?from=log-check HTTP/1.1" 200');
  });
});
