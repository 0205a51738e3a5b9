import { indexChunk, libraryChunk } from './dialog/chunks';
import type { SearchReply, SearchRequest } from './protocol';

/*
 * Search off the page's main thread: the index loads and every query runs here, and the page
 * receives results ready to draw (snippets and marks included). Pages start this worker when
 * they are idle, so its start-up is not on the way to the first results; this entry stays a few
 * hundred bytes, and the engine, the library and the index load with the first request.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(reply: SearchReply): void;
};

type Answer = (request: SearchRequest) => Promise<SearchReply>;
let engine: Promise<Answer> | undefined;

function answerer(lang: SearchRequest['lang']): Promise<Answer> {
  // Fetched side by side; the engine's own imports of them then resolve at once.
  libraryChunk().catch(() => undefined);
  indexChunk(lang).catch(() => undefined);
  const loaded = import('./dialog/answer').then((m) => m.answer);
  loaded.catch(() => (engine = undefined));
  return loaded;
}

scope.onmessage = ({ data }) => {
  engine ??= answerer(data.lang);
  engine
    .then(
      (answer) => answer(data),
      (): SearchReply => ({ seq: data.seq, failed: true }),
    )
    .then((reply) => scope.postMessage(reply));
};
