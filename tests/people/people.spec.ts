import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { withoutAppScript } from '../support/held-chunks';
import { completedSection, expectNoAxeViolations, moduleText, moduleUrl } from '../support/modules';
import { addPerson, choose, deviceState, fromPersonMenu, personButton, personMenu, PICKER, switchPerson } from '../support/people';
import { putStored } from '../support/stored';

const slideCount = (page: Page) => page.locator('.slide-controls__count');
const summaryBar = (page: Page, position: number) => page.getByRole('progressbar').nth(position - 1);
const picker = (page: Page) => page.getByRole('heading', { name: PICKER });

/**
 * A signed-in device whose learner finished the implementation course (today's layout), then
 * named Ana, with Bea added: Ana is still the one using it.
 */
async function anaAndBea(page: Page, bea: { pin?: string } = {}) {
  await signIn(page);
  await putStored(page, {
    'toolkit.moduleProgress': completedSection('implementation'),
    'toolkit.completionDate.implementation': '2025-01-31',
  });
  await page.goto('/toolkit/en/implementation');
  await expect(personMenu(page)).toHaveAccessibleName('People');
  await addPerson(page, 'Bea', { first: 'Ana', ...bea });
  await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Ana');
}

/** Moves a module's slides on by `count`, through the UI. */
async function nextSlides(page: Page, count: number) {
  for (let i = 0; i < count; i += 1) await page.getByRole('button', { name: 'Next slide' }).click();
}

test.describe('a shared tablet', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('each person sees only their own progress, summary bars, completion and certificate name, through reloads, switches and Back', async ({
    page,
  }) => {
    await anaAndBea(page);
    // Ana: her course is complete, the certificate name is hers.
    await page.goto(moduleUrl('implementation', 7, 'summary'));
    await expect(summaryBar(page, 1)).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: 'Download Certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download your certificate' });
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue('Ana');
    await dialog.getByLabel('Name (optional)').fill('Ana Typed');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await switchPerson(page);
    await expect(personButton(page, 'Ana')).toHaveAccessibleName('Ana 7 of 9 modules finished');
    await expect(personButton(page, 'Bea')).toHaveAccessibleName('Bea 0 of 9 modules finished');
    await choose(page, 'Bea');
    // The same address, Bea's data: nothing finished.
    await expect(summaryBar(page, 1)).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('button', { name: 'Download Certificate' }).click();
    await expect(page.getByRole('dialog', { name: 'Download your certificate' })).toBeHidden();
    await page.keyboard.press('Escape');

    // Bea moves on in training module 1; Back goes to a page of Ana's time, showing Bea's data.
    await page.goto(moduleUrl('training', 1, 'slides'));
    await nextSlides(page, 3);
    await expect(slideCount(page)).toHaveText('Slide 4 of 6');
    await page.goBack();
    await expect(page).toHaveURL(/implementation\/module\/7\/summary$/);
    await expect(summaryBar(page, 1)).toHaveAttribute('aria-valuenow', '0');
    await page.reload();
    await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Bea');
    await expect(summaryBar(page, 1)).toHaveAttribute('aria-valuenow', '0');

    // Back to Ana: her course, not Bea's slide; the name is hers again, not what was typed before.
    await switchPerson(page);
    await expect(personButton(page, 'Bea')).toHaveAccessibleName('Bea 0 of 9 modules finished');
    // Back after the switch: the picker still, never Bea's page.
    await page.goBack();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(picker(page)).toBeVisible();
    await choose(page, 'Ana');
    await page.goto(moduleUrl('implementation', 7, 'summary'));
    await expect(summaryBar(page, 1)).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: 'Download Certificate' }).click();
    await expect(page.getByRole('dialog', { name: 'Download your certificate' }).getByLabel('Name (optional)')).toHaveValue('Ana');
    await page.keyboard.press('Escape');
    await page.goto(moduleUrl('training', 1, 'slides'));
    await expect(slideCount(page)).toHaveText('Slide 1 of 6');
    await switchPerson(page);
    await choose(page, 'Bea');
    await page.goto(moduleUrl('training', 1, 'slides'));
    await expect(slideCount(page)).toHaveText('Slide 4 of 6');
  });

  test('two tabs switch together; the app opened anew starts on the picker, a reload does not', async ({ page, context }) => {
    await anaAndBea(page);
    const other = await context.newPage();
    await other.goto('/toolkit/en/training');
    await expect(personMenu(other)).toHaveAccessibleName('Person using the toolkit: Ana');
    await switchPerson(page);
    await expect(picker(other)).toBeVisible();
    await choose(other, 'Bea');
    await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Bea');
    // A reload of an open tab keeps Bea.
    await other.reload();
    await expect(personMenu(other)).toHaveAccessibleName('Person using the toolkit: Bea');
    // Every tab closed, the app opened again: whoever used it last is not assumed.
    await other.close();
    await page.close();
    const fresh = await context.newPage();
    await fresh.goto('/toolkit/en/training');
    await expect(picker(fresh)).toBeVisible();
  });

  test('a PIN holds: a wrong one is announced with the tries left, five wait 30 s (a reload does not lift it), the right one lets in', async ({
    page,
  }) => {
    await page.clock.install();
    await anaAndBea(page, { pin: '2468' });
    await switchPerson(page);
    await expectNoAxeViolations(page);
    await personButton(page, 'Bea').click();
    const field = page.getByLabel('PIN for Bea');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('heading', { name: PICKER })).toBeFocused();
    await expectNoAxeViolations(page);
    for (let left = 4; left >= 1; left -= 1) {
      await field.fill('1111');
      await field.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(`Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    await field.fill('1111');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Wrong PIN. That was 5 wrong tries: wait 30 seconds before the next one.');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.reload();
    await personButton(page, 'Bea').click();
    await expect(page.getByText(/^Too many wrong tries\. Try again in \d+ seconds\.$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.clock.fastForward('00:31');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.getByLabel('PIN for Bea').fill('2468');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Bea');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PICKER);
  });

  test('the first person sets a PIN for themselves; changing or removing it asks for the current one', async ({ page }) => {
    await anaAndBea(page);
    await fromPersonMenu(page, 'People on this device');
    await page.getByRole('button', { name: 'Set a PIN for Ana' }).click();
    const dialog = page.getByRole('dialog', { name: 'PIN for Ana' });
    await dialog.getByLabel('PIN (4 digits)').fill('1357');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A PIN was set for Ana.' })).toBeVisible();

    await switchPerson(page);
    await personButton(page, 'Ana').click();
    await page.getByLabel('PIN for Ana').fill('1357');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Ana');

    await fromPersonMenu(page, 'People on this device');
    await page.getByRole('button', { name: 'Change or remove Ana’s PIN' }).click();
    await dialog.getByLabel('Current PIN').fill('0000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN. 4 tries left.');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Current PIN').fill('1357');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The PIN for Ana was removed.' })).toBeVisible();
    await switchPerson(page);
    await choose(page, 'Ana');
  });

  test('the idle timeout chosen on the device returns to the picker', async ({ page }) => {
    await page.clock.install();
    await anaAndBea(page);
    await fromPersonMenu(page, 'People on this device');
    await page.getByLabel('Return to “Who is using the toolkit?”').selectOption({ label: 'After 5 minutes without use' });
    await page.goto('/toolkit/en/training');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await page.clock.fastForward('04:00');
    await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Ana');
    await page.clock.fastForward('01:05');
    await expect(picker(page)).toBeVisible();
  });

  test('removing a person offers their backup, then leaves no value of theirs in IndexedDB or localStorage', async ({ page }) => {
    await anaAndBea(page);
    await switchPerson(page);
    await choose(page, 'Bea');
    await page.goto(moduleUrl('training', 1, 'slides'));
    await nextSlides(page, 2);
    await expect(slideCount(page)).toHaveText('Slide 3 of 6');
    const bea = Object.entries((await deviceState(page)).kv).find(([key]) => key.startsWith('toolkit.moduleProgress@'));
    expect(bea?.[1]).toEqual({ '1-training': { slide: 2, slidesComplete: false, quizPassed: false } });
    const id = bea![0].split('@')[1];

    await switchPerson(page);
    await page.getByRole('button', { name: 'Remove Bea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Bea?' });
    await expect(dialog).toContainText('Their progress on this device is deleted. This cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Save Bea’s backup' })).toBeFocused();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Save Bea’s backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^toolkit-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const backup = JSON.parse(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')));
    expect(backup.progress).toEqual({ '1-training': [2, 0, 0] });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog).toBeHidden();
    // One person left: their pages, no picker.
    await expect(personMenu(page)).toHaveAccessibleName('Person using the toolkit: Ana');

    // Her values go a moment after she is marked removed: the picker, and its dialog with it, goes as
    // soon as one person is left, while the deletion's code may still be loading (a CI run under
    // load read the device in between; a page closed then leaves them to the next start's sweep).
    const hers = async () => {
      const { local, kv } = await deviceState(page);
      return [...Object.keys(local), ...Object.keys(kv)].filter((key) => key.includes(id));
    };
    await expect.poll(hers, { message: 'no key of hers is left' }).toEqual([]);
    const { local, kv } = await deviceState(page);
    const everything = JSON.stringify({ local, kv: Object.entries(kv) });
    expect(everything).not.toContain('Bea');
    // Ana's own progress is whole.
    expect(kv['toolkit.moduleProgress']).toEqual(completedSection('implementation'));
  });

  test('"Remove everyone’s data" leaves a fresh install with the service code', async ({ page }) => {
    await anaAndBea(page);
    await fromPersonMenu(page, 'People on this device');
    await page.getByRole('button', { name: 'Remove everyone’s data from this device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove everyone’s data from this device?' });
    await expect(dialog.getByLabel('Also remove the offline packs')).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Remove everyone’s data' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Everyone’s data was removed from this device.' })).toBeVisible();
    await expect(personMenu(page)).toHaveAccessibleName('People');
    const { local, kv } = await deviceState(page);
    expect(Object.keys(kv).filter((key) => /moduleProgress|completionDate|lastVisit|narration/.test(key))).toEqual([]);
    expect(JSON.stringify({ local, kv })).not.toMatch(/Ana|Bea/);
    expect(kv['toolkit.id']).toBeTruthy();
    await page.goto('/toolkit/en/training');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PICKER);
  });

  test('a module’s address without its stage goes on from HTML in a tab whose person is known: to their summary, or their slides', async ({
    page,
  }) => {
    const tabHint = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('toolkit.paintHints') ?? 'null') as { complete: string[] } | null);
    await anaAndBea(page);
    // Ana finished the implementation course: the tab names her complete modules (the device's hints name none).
    await expect.poll(async () => (await tabHint())?.complete.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('toolkit.paintHints'))).toContain('"complete":null');
    await withoutAppScript(page);
    await page.goto(moduleUrl('implementation', 1), { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/implementation\/module\/1\/summary$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleText('implementation', 1).title);

    await page.unrouteAll();
    await page.goto('/toolkit/en/implementation');
    await switchPerson(page);
    await choose(page, 'Bea');
    await expect.poll(tabHint).toEqual({ complete: [] });
    await withoutAppScript(page);
    await page.goto(moduleUrl('implementation', 1), { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/implementation\/module\/1\/slides$/);

    // Nobody chosen: the tab names nothing, and the app decides once someone is.
    await page.unrouteAll();
    await page.goto('/toolkit/en/implementation');
    await switchPerson(page);
    await expect.poll(tabHint).toBeNull();
  });

  test('"Just looking" records nothing, and "Choose a person" returns to the picker', async ({ page }) => {
    await anaAndBea(page);
    await switchPerson(page);
    // The picker shows before the switch's write is on the device: compare from once it is there.
    const activeStored = async () => ((await deviceState(page)).kv['toolkit.people'] as { active?: string | null } | undefined)?.active;
    await expect.poll(activeStored).toBeNull();
    const before = await deviceState(page);
    await page.getByRole('button', { name: 'Just looking' }).click();
    await expect(page.getByRole('banner').getByText('Just looking', { exact: true })).toBeVisible();
    await page.goto(moduleUrl('training', 2, 'slides'));
    await nextSlides(page, 3);
    await expect(slideCount(page)).toHaveText('Slide 4 of 7');
    await page.reload();
    await expect(slideCount(page)).toHaveText('Slide 1 of 7');
    const after = await deviceState(page);
    const people = (state: typeof before) => Object.entries(state.kv).filter(([key]) => !key.startsWith('toolkit.outbox'));
    expect(people(after)).toEqual(people(before));
    expect(Object.keys(after.local).filter((key) => key.includes('syncJournal') || key.includes('~'))).toEqual([]);
    await page.getByRole('button', { name: 'Choose a person' }).click();
    await expect(picker(page)).toBeFocused();
  });
});

test('the person menu opens inside the screen wherever the header puts its button, and closes when the screen turns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await anaAndBea(page);
  for (const [width, height] of [
    [320, 640],
    [412, 915],
    [820, 1180],
    [1180, 820],
    [1366, 1024],
  ]) {
    await page.setViewportSize({ width, height });
    await personMenu(page).click();
    const items = page.getByRole('button', { name: 'Switch person' });
    await expect(items).toBeVisible();
    const menu = await page.locator('.people-menu__items').boundingBox();
    expect(menu, `${width} × ${height}`).not.toBeNull();
    expect(menu!.x, `${width} × ${height}: left edge`).toBeGreaterThanOrEqual(0);
    expect(menu!.x + menu!.width, `${width} × ${height}: right edge`).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(items).toBeHidden();
    await expect(personMenu(page)).toBeFocused();
  }
  // A tablet turned with the list open: the list was placed for the other screen, so it closes.
  await personMenu(page).click();
  await expect(page.getByRole('button', { name: 'Switch person' })).toBeVisible();
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByRole('button', { name: 'Switch person' })).toBeHidden();
  await expect(personMenu(page)).toBeFocused();
});
