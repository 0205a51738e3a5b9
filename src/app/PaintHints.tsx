import { useEffect } from 'react';
import { useSession } from '@/features/access';
import { useProgress } from '@/features/progress';
import type { ProgressMap } from '@/features/progress';
import { writePaintHints } from '../lib/paint-hints';

function startedModules(progress: ProgressMap): string[] {
  return Object.entries(progress)
    .filter(([, p]) => p && (p.slide > 0 || p.slidesComplete || p.quizPassed))
    .map(([id]) => id)
    .sort();
}

/**
 * Keeps the synchronous paint hints in step with the stored session and progress.
 * "session" is true only when this start read the id back from storage (sessionStored):
 * a sign-in whose write never landed must not let a gated page paint next time.
 */
export function PaintHints({ sessionStored }: { sessionStored: boolean }) {
  const signedIn = useSession().session.id !== null;
  const hasSession = sessionStored && signedIn;
  const started = startedModules(useProgress().progress).join(' ');
  useEffect(() => {
    writePaintHints({ session: hasSession, started: started ? started.split(' ') : [] });
  }, [hasSession, started]);
  return null;
}
