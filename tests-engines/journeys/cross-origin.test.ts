import { expect } from 'vitest';
import { variantBuild } from '../../scripts/variant-build';
import { byLabel, byRole, byCss } from '../harness/locate';
import { waitFor } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { moduleUrl } from './module-steps';
import { recordSavedFiles, savedFiles } from './saved-files';
import { completedSection, seedProgress } from './seed';
import { signIn, waitForSectionSettled } from './steps';

/**
 * The API on another origin (VITE_API_BASE), answering CORS as docs/backend.md asks: a build of
 * its own, the mock API alone on a second port. What the app sends reaches that API's stores
 * only if it went there (the app's own origin has a mock of its own).
 */
const API_PORT = Number(process.env.ENGINES_CROSS_API_PORT ?? 4433);
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
const DIST = `${process.env.DIST_DIR ?? 'dist'}-cross-origin-engines`;

const { test } = engineSuite({
  dist: DIST,
  prepare: async () => variantBuild(DIST, { VITE_API_BASE: API_ORIGIN }),
  apiPort: API_PORT,
});

test('API on another origin: sign-in, tracking, feedback and the certificate', async ({ page, mockApi }) => {
  const id = await signIn(page);

  await page.goto('/toolkit/en/training');
  await waitForSectionSettled(page);
  await page.click(byRole('link', /^Module 6:/));
  await waitFor(
    'the module card track at the API',
    async () => (await mockApi.state()).tracks.filter((t) => t.id === id).map((t) => t.resource),
    (resources) => resources.includes('training.CntModule6'),
  );

  const feedback = `Across origins ${page.engine} ${Date.now()}`;
  await page.click(byRole('button', 'Give feedback'));
  const dialog = byRole('dialog', 'Give feedback');
  await page.fill(byLabel('Your feedback', dialog), feedback);
  await page.click(byRole('button', 'Send', { within: dialog }));
  await page.find(byCss('.dialog__success', { text: 'Your feedback has been received. Thank you!', within: dialog }));
  expect((await mockApi.state()).feedback.map((f) => f.feedback)).toContain(feedback);

  await seedProgress(page, completedSection('implementation'), { implementation: '2026-03-14' });
  await page.goto(moduleUrl('implementation', 7, 'summary'));
  await page.click(byRole('button', 'Download Certificate'));
  const certificate = byRole('dialog', 'Download your certificate');
  await page.fill(byLabel('Name (optional)', certificate), `Engine ${page.engine}`);
  await recordSavedFiles(page);
  await page.click(byRole('button', 'Download', { within: certificate }));
  const [file] = await waitFor(
    'the certificate to be saved',
    () => savedFiles(page),
    (f) => f.length > 0,
    30_000,
  );
  expect(file.name).toBe('Certificate Organizational Lead.pdf');
  // Made by the API, not on the device.
  expect((await mockApi.state()).certificates.map((c) => c.name)).toContain(`Engine ${page.engine}`);
});
