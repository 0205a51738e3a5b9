import { TEST_CLIENT_HEADER } from '../../scripts/nginx/config';
import { describeFailures, verdict, type FuzzCase } from '../support/fuzz-case';
import { fuzzCorpus } from '../support/fuzz-corpus';
import { expect, signIn, test } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { sendRaw } from '../support/raw-http';

/**
 * The corpus of malformed requests mocks/server.fuzz.test.ts sends to the mock server, sent to
 * nginx with deploy/nginx (and, behind it, the mock API): no 5xx, no dropped connection, dot
 * folders never served; then the app still works. nginx project only.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 37);
/** A client of its own for nginx's rate limit: the corpus's code checks throttle no other spec. */
const CLIENT: [string, string] = [TEST_CLIENT_HEADER, '198.18.0.37'];

async function failuresOn(port: number): Promise<{ c: FuzzCase; why: string }[]> {
  const failures: { c: FuzzCase; why: string }[] = [];
  for (const c of fuzzCorpus({ seed: SEED })) {
    const why = verdict(c, (await sendRaw(port, c, [CLIENT])).status);
    if (why) failures.push({ c, why });
  }
  return failures;
}

test.describe('nginx survives any request (issue #37)', { tag: '@nginx-only' }, () => {
  test(`the corpus (seed ${SEED}) gets a status and no 5xx from the app's site and the production media site; the app still works`, async ({
    page,
  }) => {
    for (const port of [E2E_PORTS.nginx, E2E_PORTS.nginxProduction]) {
      const failures = await failuresOn(port);
      expect(describeFailures(failures), `port ${port}: ${failures.length} failures`).toEqual([]);
    }
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  });
});
