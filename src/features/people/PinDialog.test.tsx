import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncStorage } from '@/lib/sync-storage';
import { freshSyncedStores } from '@/test/sync-tabs';
import { listPeople, type Person } from './people';
import { people } from './people-store';
import { pinMatches } from './pin';
import { PinDialog } from './PinDialog';
import { addPerson } from './add-person';

/** A PIN check derives 100,000 PBKDF2 rounds: a busy machine takes over a second for it, as a tablet may. */
const HASHING = { timeout: 5000 };

const stored = (id: string) => listPeople(people.store.getSnapshot()).find((p) => p.id === id)!;

/** Opens the dialog for `person` (as it is stored now) and fills its fields. */
function open(person: Person, fields: { current?: string; pin: string }) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <PinDialog open onClose={onClose} person={person} onDone={onDone} />
    </I18nProvider>,
  );
  if (fields.current !== undefined) fireEvent.change(screen.getByLabelText('Current PIN'), { target: { value: fields.current } });
  fireEvent.change(screen.getByLabelText(/PIN \(4 digits\)$/), { target: { value: fields.pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onDone, onClose };
}

beforeEach(async () => {
  const { kv } = (await import('./forget')).personKeys('');
  await freshSyncedStores([STORAGE_KEYS.people, ...kv]);
  await people.store.load();
  syncStorage.keys('toolkit.').forEach((key) => syncStorage.remove(key));
});

async function ana(): Promise<Person> {
  await addPerson(people, 'Bea', 'Ana');
  return listPeople(people.store.getSnapshot())[0];
}

describe('the PIN dialog', () => {
  it('sets a PIN for a person without one: stored as a hash that only it matches', async () => {
    const person = await ana();
    const { onDone } = open(person, { pin: '4821' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('A PIN was set for Ana.'), HASHING);
    const { pin } = stored(person.id);
    expect(pin?.hash).not.toContain('4821');
    expect(await pinMatches('4821', pin!)).toBe(true);
  });

  it('asks for 4 digits, and sets nothing without them', async () => {
    const person = await ana();
    const { onDone } = open(person, { pin: '12' });
    expect((await screen.findByRole('alert')).textContent).toBe('A PIN is 4 digits.');
    expect(onDone).not.toHaveBeenCalled();
    expect(stored(person.id).pin).toBeUndefined();
  });

  it('changes a PIN only after the current one; a wrong one is announced with the tries left', async () => {
    const person = await ana();
    open(person, { pin: '1111' });
    await waitFor(() => expect(stored(person.id).pin).toBeDefined(), HASHING);
    document.body.innerHTML = '';
    const wrong = open(stored(person.id), { current: '9999', pin: '2222' });
    expect((await screen.findByRole('alert', {}, HASHING)).textContent).toBe('Wrong PIN. 4 tries left.');
    expect(wrong.onDone).not.toHaveBeenCalled();
    expect(await pinMatches('1111', stored(person.id).pin!)).toBe(true);
    document.body.innerHTML = '';
    const right = open(stored(person.id), { current: '1111', pin: '2222' });
    await waitFor(() => expect(right.onDone).toHaveBeenCalledWith('The PIN for Ana was changed.'), HASHING);
    expect(await pinMatches('2222', stored(person.id).pin!)).toBe(true);
  });

  it('removes a PIN when the new one is left empty', async () => {
    const person = await ana();
    open(person, { pin: '1111' });
    await waitFor(() => expect(stored(person.id).pin).toBeDefined(), HASHING);
    document.body.innerHTML = '';
    const { onDone } = open(stored(person.id), { current: '1111', pin: '' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The PIN for Ana was removed.'), HASHING);
    expect(stored(person.id).pin).toBeUndefined();
  });
});
