import { useEffect, useState } from 'react';
import { logError } from '@/lib/log';
import { modulesFinished } from '@/features/progress';
import type { Person } from './people';
import { readPersonProgress } from './person-progress';

/** How many modules each person has finished, by id, read from their stored copies (absent until read). */
export function useFinished(everyone: Person[], read = readPersonProgress): Record<string, number> {
  const [finished, setFinished] = useState<Record<string, number>>({});
  useEffect(() => {
    let live = true;
    Promise.all(everyone.map(async (p) => [p.id, modulesFinished((await read(p.scope)).progress)] as const))
      .then((counts) => live && setFinished(Object.fromEntries(counts)))
      .catch((error: unknown) => logError('people progress', error));
    return () => void (live = false);
  }, [everyone, read]);
  return finished;
}
