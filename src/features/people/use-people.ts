import { useMemo, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useStore } from '@/lib/store';
import { looking } from './looking';
import { activePerson, listPeople, scopeOf, type Person } from './people';
import { people } from './people-store';

export interface PeopleView {
  /** Everyone on the device, oldest first. */
  everyone: Person[];
  /** Who uses the device now (the only person of a one-person device too). */
  active: Person | undefined;
  /** The storage scope the per-person stores use now: a change means someone else's data. */
  scope: string;
  /** This tab chose "Just looking" and nobody is chosen. */
  looking: boolean;
}

/** Who is on the device and who uses it now, in step with every tab. */
export function usePeople(): PeopleView {
  const state = useStore(people.store);
  const isLooking = useStore(looking);
  return useMemo(() => {
    const person = activePerson(state);
    return { everyone: listPeople(state), active: person, scope: scopeOf(state), looking: isLooking && !person };
  }, [state, isLooking]);
}

/**
 * The picker replaces a page's content: signed in, two people or more, nobody chosen, and this
 * tab not "just looking". A device with one person never sees it.
 */
export function usePickerShown(signedIn: boolean): boolean {
  const { everyone, active, looking: justLooking } = usePeople();
  return signedIn && everyone.length >= 2 && !active && !justLooking;
}

/**
 * The key a page's content is made anew by for each person: the same from hydration (drawn for
 * nobody) to the person using the device as the page started, so hydration keeps the page's nodes;
 * every later change of person changes it.
 */
export function usePersonKey(): string {
  const { scope } = usePeople();
  const [started] = useState(() => scopeOf(people.store.getSnapshot()));
  const hydrated = useHydrated();
  return !hydrated || scope === started ? 'start' : `person:${scope}`;
}
