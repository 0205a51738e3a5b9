import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import { expect, storedValue, test } from '../support/fixtures';
import { answerQuiz, moduleText, moduleUrl, todayIso } from '../support/modules';

test.describe.configure({ mode: 'serial' });

/** A learner works through the whole training section on one device, then checks the other section. */
test('a learner completes all seven training modules and downloads the certificate', async ({ page, mockApi }, info) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const type = 'training';

  for (let position = 1; position <= 7; position += 1) {
    const text = moduleText(type, position);
    const count = text.slides.length;
    await page.goto(moduleUrl(type, position));
    await expect(page).toHaveURL(new RegExp(`/module/${position}/slides$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);

    // Every slide, by keyboard; each slide's narration must be a real MP3.
    const id = fullModuleId(SECTION_MODULES[type][position - 1]);
    const audio = page.locator('audio');
    const srcs = Array.from({ length: count }, (_, i) => `/audio/en/modules/${id}/slide-${i + 1}.mp3`);
    for (const [i, src] of srcs.entries()) {
      await expect(audio).toHaveAttribute('src', src);
      if (i < count - 1) await page.keyboard.press('ArrowRight');
    }
    await expect(page.locator('.slide-controls__count')).toHaveText(`Slide ${count} of ${count}`);
    const responses = await Promise.all(srcs.map((src) => page.request.get(src)));
    for (const [i, response] of responses.entries()) {
      expect(response.status(), srcs[i]).toBe(200);
      expect(response.headers()['content-type'], srcs[i]).toContain('audio/mpeg');
    }
    await page.getByRole('button', { name: 'Finish Module' }).click();
    await expect(page.getByRole('heading', { name: 'Module completed!' })).toBeVisible();

    // Fail once, then pass.
    await page.getByRole('button', { name: 'Take Knowledge Test' }).click();
    await page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
    await answerQuiz(page, text.questions, false);
    await expect(page.getByText('You did not pass the knowledge test this time...')).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await answerQuiz(page, text.questions, true);
    await expect(page.getByText('Well done! You passed the knowledge test.')).toBeVisible();
  }

  await expect.poll(() => storedValue(page, `toolkit.completionDate.${type}`)).toBe(todayIso());
  await page.getByRole('button', { name: 'Return to Summary' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(7);
  for (const bar of await page.getByRole('progressbar').all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('link', { name: /knowledge test passed$/ })).toHaveCount(7);

  // Certificate from the server, with a name in two scripts.
  const name = `Анна Łukasz ${info.testId.slice(0, 6)}`;
  await page.getByRole('button', { name: 'Download Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your certificate' });
  await dialog.getByLabel('Name (optional)').fill(name);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('Certificate Operational Staff.pdf');
  const file = info.outputPath('certificate.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const now = new Date();
  expect(text).toContain(name);
  expect(text).toContain(new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'long', year: 'numeric' }).format(now));
  expect(text).toContain('Operational Staff');
  const query = (await mockApi.state()).certificates.find((c) => c.name === name);
  expect(query).toMatchObject({
    resourceType: type,
    day: String(now.getDate()),
    month: String(now.getMonth()),
    year: String(now.getFullYear()),
    lang: 'en',
  });
  await expect(dialog).toBeHidden();

  // Shared modules (2, 3, 4, 5, 7) count in the implementation section too; 1 and 6 do not.
  await page.goto(moduleUrl('implementation', 2));
  await expect(page).toHaveURL(/\/implementation\/module\/2\/summary$/);
  await expect(page.getByRole('progressbar')).toHaveCount(7);
  const values = await page.getByRole('progressbar').evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow')));
  expect(values).toEqual(['0', '100', '100', '100', '100', '0', '100']);
  await expect.poll(() => storedValue(page, 'toolkit.completionDate.implementation')).toBeUndefined();
});
