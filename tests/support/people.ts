/** Shared steps of the people specs (tests/people/): a shared tablet's people, through the UI. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { deviceStateInPage } from './stored-in-page';

export const PICKER = 'Who is using the toolkit?';

/** The header's person menu button: the active person's name, or "People" when nobody is named. */
export const personMenu = (page: Page) => page.getByRole('button', { name: /^(Person using the toolkit: .+|People)$/ });

/** Opens the header's person menu and presses one of its items. */
export async function fromPersonMenu(page: Page, item: 'Switch person' | 'Add a person' | 'People on this device') {
  await personMenu(page).click();
  await page.getByRole(item === 'People on this device' ? 'link' : 'button', { name: item, exact: true }).click();
}

/** Adds a person from the header menu (on a fresh device, `first` names who used it until now). */
export async function addPerson(page: Page, name: string, options: { first?: string; pin?: string } = {}) {
  await fromPersonMenu(page, 'Add a person');
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  if (options.first) await dialog.getByLabel('Name of the person who has been using this device').fill(options.first);
  await dialog.getByLabel(options.first ? 'Name of the new person' : 'Name', { exact: true }).fill(name);
  if (options.pin) await dialog.getByLabel('PIN (optional, 4 digits)').fill(options.pin);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible();
}

/** The picker's button for a person (its name starts with theirs, then how far they are). */
export const personButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} \\d+ of \\d+ modules finished$`) });

/** "Switch person", then the picker. */
export async function switchPerson(page: Page) {
  await fromPersonMenu(page, 'Switch person');
  await expect(page.getByRole('heading', { name: PICKER })).toBeFocused();
}

/** Chooses a person with no PIN on the picker; their initials then show in the header. */
export async function choose(page: Page, name: string) {
  await personButton(page, name).click();
  await expect(page.getByRole('button', { name: `Person using the toolkit: ${name}` })).toBeVisible();
}

/** Every key the app keeps on the device and every value, read back from the page. */
export async function deviceState(page: Page): Promise<{ local: Record<string, string>; kv: Record<string, unknown> }> {
  const text = await page.evaluate(deviceStateInPage);
  const [local, keys, values] = text.split('|');
  const kvKeys = (keys ? JSON.parse(keys) : []) as string[];
  const kvValues = (values ? JSON.parse(values) : []) as unknown[];
  return {
    local: Object.fromEntries(JSON.parse(local) as [string, string][]),
    kv: Object.fromEntries(kvKeys.map((key, i) => [key, kvValues[i]])),
  };
}
