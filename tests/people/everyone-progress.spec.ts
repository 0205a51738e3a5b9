import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { backupUrl, download, freshPage } from '../support/backup';
import { completedSection, moduleUrl } from '../support/modules';
import { addPerson, choose, personButton, personMenu, switchPerson } from '../support/people';
import { putStored } from '../support/stored';

const slideCount = (page: Page) => page.locator('.slide-controls__count');

/*
 * Everyone's progress as one file (issue 34): device A has Ana (the implementation course
 * finished) and Bea (training module 1 at its fourth slide); device B has "bea" (any case is
 * her) and Cy. On B, Ana is added and Bea's progress joins bea's; Cy keeps his.
 */
test('everyone’s progress moves to another device as one file: each person merged into the same-named one, or added', async ({
  page,
  browser,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await putStored(page, {
    'toolkit.moduleProgress': completedSection('implementation'),
    'toolkit.completionDate.implementation': '2025-01-31',
  });
  await page.goto('/toolkit/en/implementation');
  await addPerson(page, 'Bea', { first: 'Ana' });
  await switchPerson(page);
  await choose(page, 'Bea');
  await page.goto(moduleUrl('training', 1, 'slides'));
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slideCount(page)).toHaveText('Slide 4 of 6');

  await page.goto(backupUrl);
  const file = await download(page, page.getByRole('button', { name: 'Save everyone’s progress' }));
  expect(file.name).toMatch(/^toolkit-progress-everyone-\d{4}-\d{2}-\d{2}\.json$/);
  // Names and progress only: no PIN, no storage scope, no session.
  expect(file.body.toString()).not.toMatch(/"(pin|scope|id|session)"/);

  const other = await freshPage(browser, info);
  await signIn(other);
  await other.goto('/toolkit/en/implementation');
  await addPerson(other, 'Cy', { first: 'bea' });
  await other.goto(backupUrl);
  // Today's one-person import refuses it with a pointer to the right place, changing nothing.
  await other.getByLabel('Open a backup file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.body });
  await expect(other.getByRole('alert').filter({ hasText: 'holds the progress of everyone on a device' })).toContainText(
    'Nothing was changed.',
  );

  await other
    .getByLabel('Open an everyone’s progress file')
    .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.body });
  const review = other.locator('.everyone-review');
  await expect(review.getByRole('listitem')).toHaveText(['Ana: added as a new person', 'Bea: added to the progress of bea on this device']);
  await review.getByRole('button', { name: 'Add everyone’s progress' }).click();
  await expect(
    other.getByRole('status').filter({ hasText: 'Everyone’s progress was added: 1 new, 1 already on this device.' }),
  ).toBeVisible();

  await switchPerson(other);
  await expect(personButton(other, 'Ana')).toHaveAccessibleName('Ana 7 of 9 modules finished');
  await expect(personButton(other, 'Cy')).toHaveAccessibleName('Cy 0 of 9 modules finished');
  await choose(other, 'bea');
  await other.goto(moduleUrl('training', 1, 'slides'));
  await expect(slideCount(other)).toHaveText('Slide 4 of 6');
  await expect(personMenu(other)).toHaveAccessibleName('Person using the toolkit: bea');
  await other.context().close();
});
