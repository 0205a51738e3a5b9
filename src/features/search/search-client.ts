import type { Lang } from '@/content/types';
import type { SearchResults } from './dialog/engine';
import type { SearchReply, SearchRequest } from './protocol';

// Each query's reply, by its number: one settle per request, not listeners of a change.
// eslint-disable-next-line no-restricted-syntax
const pending = new Map<number, (reply: SearchReply | ErrorEvent) => void>();
let seq = 0;
/** The search worker, started when the page is idle or on first use; started again after it failed. */
let worker: Worker | undefined;

function startWorker(): Worker {
  const started = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  started.onmessage = ({ data }: MessageEvent<SearchReply>) => {
    pending.get(data.seq)?.(data);
    pending.delete(data.seq);
  };
  // A worker that cannot run (its script did not load): what waits fails, and the next query starts another.
  started.onerror = (event) => {
    worker = undefined;
    started.terminate();
    for (const settle of pending.values()) settle(event);
    pending.clear();
  };
  return started;
}

/**
 * Starts the worker ahead of use: a thread's start-up is most of what a first query would
 * otherwise wait for on a slow device. It loads nothing more until it is asked.
 */
export function prewarmSearch(): void {
  try {
    worker ??= startWorker();
  } catch {
    // No module workers here: the first search starts (and reports) it.
  }
}

/**
 * The results of a query, from the search worker (started, and the index loaded, on first use).
 * Failures are the caller's to report (lib/log here would split it out of the entry chunk).
 */
export function search(lang: Lang, query: string): Promise<SearchResults> {
  const to = (worker ??= startWorker());
  return new Promise((resolve, reject) => {
    const request: SearchRequest = { seq: ++seq, lang, query };
    pending.set(request.seq, (reply) => {
      if ('results' in reply) resolve(reply.results);
      else reject(new Error(reply instanceof ErrorEvent ? `search worker: ${reply.message}` : 'search index did not load'));
    });
    to.postMessage(request);
  });
}
