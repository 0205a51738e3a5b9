import { useEffect } from 'react';
import { useSession } from '@/features/access';
import { listPeople, people } from '@/features/people';
import { useProgress } from '@/features/progress';
import type { ModuleProgress, ProgressMap } from '@/features/progress';
import { writePaintHints } from '../lib/paint-hints';
import { useStore } from '../lib/store';

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
 * "session" is true only when this start read the id back from storage (sessionStored):
 * a sign-in whose write never landed must not let a gated page paint next time.
 * On a shared device (two people or more) no module is named: the next start may be someone
 * else's (or the picker), and the first paint must not show whose modules were started, nor a
 * module's address without its stage go where their progress would.
 */
export function PaintHints({ sessionStored }: { sessionStored: boolean }) {
  const { session } = useSession();
  const signedIn = session.id !== null;
  const lang = session.lang ?? null;
  const hasSession = sessionStored && signedIn;
  const shared = listPeople(useStore(people.store)).length >= 2;
  const progress = useProgress().progress;
  const started = shared ? '' : modulesWhere(progress, (p) => p.slide > 0 || p.slidesComplete || p.quizPassed);
  const complete = shared ? null : modulesWhere(progress, (p) => p.slidesComplete);
  useEffect(() => {
    writePaintHints({ session: hasSession, started: ids(started), complete: complete === null ? null : ids(complete), lang });
  }, [hasSession, started, complete, lang]);
  return null;
}
