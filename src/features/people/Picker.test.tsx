import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { syncStorage } from '@/lib/sync-storage';
import { freshSyncedStores } from '@/test/sync-tabs';
import { MODULE_COUNT } from '@/features/progress';
import { AddPersonDialog } from './AddPersonDialog';
import { looking } from './looking';
import { listPeople } from './people';
import { people } from './people-store';
import { hashPin, MAX_TRIES, setPin, WAIT_MS } from './pin';
import { Picker } from './Picker';
import { readTries } from './pin-tries';
import { addPerson } from './add-person';

/** A PIN check derives 100,000 PBKDF2 rounds: a busy machine takes over a second for it, as a tablet may. */
const HASHING = { timeout: 5000 };

const ui = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const done = { slide: 3, slidesComplete: true, quizPassed: true };

/** Ana (the device's first learner, 2 modules finished) and Bea (1), nobody chosen. */
async function twoPeople() {
  await addPerson(people, 'Bea', 'Ana');
  const [ana, bea] = listPeople(people.store.getSnapshot());
  await people.switchTo(null);
  await storage.set(STORAGE_KEYS.progress, { '3': done, '4': done, '5': { ...done, quizPassed: false } });
  await storage.set(`${STORAGE_KEYS.progress}@${bea.scope}`, { '6-training': done });
  return { ana, bea };
}

beforeEach(async () => {
  const { kv } = (await import('./forget')).personKeys('');
  await freshSyncedStores([STORAGE_KEYS.people, ...kv]);
  await people.store.load();
  syncStorage.keys('toolkit.').forEach((key) => syncStorage.remove(key));
  looking.set(false);
});

describe('the picker', () => {
  it('lists each person as a button with their name and how many modules they finished, then Add a person and Just looking', async () => {
    await twoPeople();
    ui(<Picker />);
    const heading = screen.getByRole('heading', { name: 'Who is using the toolkit?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByRole('button', { name: `Ana 2 of ${MODULE_COUNT} modules finished` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Bea 1 of ${MODULE_COUNT} modules finished` })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Ana' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Just looking' }));
    expect(looking.getSnapshot()).toBe(true);
  });

  it('chooses a person without a PIN at once', async () => {
    const { bea } = await twoPeople();
    ui(<Picker />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bea/ }));
    await waitFor(() => expect(people.store.getSnapshot().active).toBe(bea.id));
  });
});

describe('the PIN step', () => {
  it('announces a wrong PIN with the tries left, waits 30 s after five, keeps the count on the device, and lets the right PIN in', async () => {
    const { bea } = await twoPeople();
    await setPin(people, bea.id, await hashPin('2468'));
    ui(<Picker />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bea/ }));
    const field = await screen.findByLabelText('PIN for Bea');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('off');

    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 4 digits of the PIN.');

    for (let i = 1; i < MAX_TRIES; i += 1) {
      fireEvent.change(screen.getByLabelText('PIN for Bea'), { target: { value: '1111' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      const left = MAX_TRIES - i;
      await waitFor(
        () => expect(screen.getByRole('alert').textContent).toBe(`Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`),
        HASHING,
      );
    }
    expect(readTries(bea.id).wrong).toBe(MAX_TRIES - 1);
    fireEvent.change(screen.getByLabelText('PIN for Bea'), { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/wait 30 seconds/), HASHING);
    expect(screen.getByRole('status').textContent).toBe('Too many wrong tries. Try again in 30 seconds.');
    expect(readTries(bea.id).lockedUntil).toBeGreaterThan(Date.now() + WAIT_MS - 5000);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(people.store.getSnapshot().active).toBeNull();
  });

  it('keeps the wait through a reload (the stored tries), and Back returns to the list', async () => {
    const { bea } = await twoPeople();
    await setPin(people, bea.id, await hashPin('2468'));
    syncStorage.set(STORAGE_KEYS.pinTries(bea.id), { wrong: 0, lockedUntil: Date.now() + 20_000 });
    ui(<Picker />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bea/ }));
    // Announced in steps of 10 s (the visible count, hidden from readers, may already say 19).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Too many wrong tries. Try again in 20 seconds.'));
    fireEvent.change(screen.getByLabelText('PIN for Bea'), { target: { value: '2468' } });
    fireEvent.submit(screen.getByLabelText('PIN for Bea').closest('form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(people.store.getSnapshot().active).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Who is using the toolkit?' })).toBeTruthy();
  });

  it('lets the right PIN in and clears the count', async () => {
    const { bea } = await twoPeople();
    await setPin(people, bea.id, await hashPin('2468'));
    syncStorage.set(STORAGE_KEYS.pinTries(bea.id), { wrong: 3, lockedUntil: 0 });
    ui(<Picker />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bea/ }));
    fireEvent.change(await screen.findByLabelText('PIN for Bea'), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(people.store.getSnapshot().active).toBe(bea.id), HASHING);
    expect(readTries(bea.id)).toEqual({ wrong: 0, lockedUntil: 0 });
  });
});

describe('adding a person', () => {
  const open = () => ui(<AddPersonDialog open onClose={() => undefined} onAdded={() => undefined} />);

  it('asks on a fresh device for the name of whoever used it, and keeps them chosen', async () => {
    open();
    const first = await screen.findByLabelText('Name of the person who has been using this device');
    fireEvent.change(first, { target: { value: '  Ana  ' } });
    fireEvent.change(screen.getByLabelText('Name of the new person'), { target: { value: 'Bea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(listPeople(people.store.getSnapshot()).map((p) => p.name)).toEqual(['Ana', 'Bea']));
    const [ana] = listPeople(people.store.getSnapshot());
    expect(ana.scope).toBe('');
    expect(people.store.getSnapshot().active).toBe(ana.id);
  });

  it('refuses an empty name, one over 40 characters, a name already there and a PIN that is not 4 digits, each with its message', async () => {
    await addPerson(people, 'Bea', 'Ana');
    open();
    const name = await screen.findByLabelText('Name');
    const pin = screen.getByLabelText('PIN (optional, 4 digits)');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const message = async () => (await screen.findAllByRole('alert')).map((a) => a.textContent);

    fireEvent.change(name, { target: { value: '   ' } });
    submit();
    expect(await message()).toEqual(['Enter a name.']);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'x'.repeat(41) } });
    submit();
    await waitFor(async () => expect(await message()).toEqual(['A name can have at most 40 characters.']));
    fireEvent.change(name, { target: { value: 'bea' } });
    fireEvent.change(pin, { target: { value: '12a' } });
    submit();
    await waitFor(async () => expect(await message()).toEqual(['Someone on this device already has this name.', 'A PIN is 4 digits.']));
    expect(listPeople(people.store.getSnapshot())).toHaveLength(2);

    fireEvent.change(name, { target: { value: 'Cy' } });
    fireEvent.change(pin, { target: { value: '1357' } });
    submit();
    await waitFor(() => expect(listPeople(people.store.getSnapshot())[2]?.pin).toBeDefined(), HASHING);
    const cy = listPeople(people.store.getSnapshot())[2];
    expect(cy.pin?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(cy)).not.toContain('1357');
  });
});
