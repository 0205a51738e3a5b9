import { useEffect } from 'react';
import { signInUnstored, useSession } from '@/features/access';
import { activePerson, listPeople, people } from '@/features/people';
import { useProgress } from '@/features/progress';
import type { ModuleProgress, ProgressMap } from '@/features/progress';
import { writePaintHints } from '../lib/paint-hints';
import { useStore } from '../lib/store';
import { useHydrated } from '../lib/use-hydrated';

function modulesWhere(progress: ProgressMap, test: (p: ModuleProgress) => boolean): string {
  return Object.entries(progress)
    .filter(([, p]) => p && test(p))
    .map(([id]) => id)
    .sort()
    .join(' ');
}

const ids = (joined: string) => (joined ? joined.split(' ') : []);

/**
 * Keeps the synchronous paint hints in step with the stored session and progress.
 * "session" is true while the id shown is one storage holds: read at start, stored by a sign-in
 * in this tab or another. A sign-in whose write never landed must not let a gated page paint
 * next time; a stored one must, or the next page's first paint is the visitor's copy (without
 * search, the person menu and a module's slides-on-this-device line) and the live page then moves
 * every control under the reader's finger.
 * On a shared device (two people or more) no module is named: the next start may be someone
 * else's (or the picker), and the first paint must not show whose modules were started, nor a
 * module's address without its stage go where their progress would. This tab's own hint names the
 * complete modules of the person using it, which a reload of the tab keeps: there, that address
 * goes on from HTML too.
 */
export function PaintHints() {
  const { session } = useSession();
  const signedIn = session.id !== null;
  const lang = session.lang ?? null;
  const unstored = useStore(signInUnstored);
  const hasSession = signedIn && !unstored;
  const everyone = useStore(people.store);
  const shared = listPeople(everyone).length >= 2;
  const progress = useProgress().progress;
  const started = shared ? '' : modulesWhere(progress, (p) => p.slide > 0 || p.slidesComplete || p.quizPassed);
  const complete = modulesWhere(progress, (p) => p.slidesComplete);
  const tab = shared && activePerson(everyone) ? complete : null;
  // Hydration renders what the build drew (signed in, no progress): only this device's state is written.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    writePaintHints(
      { session: hasSession, started: ids(started), complete: shared ? null : ids(complete), lang },
      tab === null ? null : { complete: ids(tab) },
    );
  }, [hydrated, hasSession, started, complete, shared, tab, lang]);
  return null;
}
