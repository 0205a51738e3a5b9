import { logError } from '../../../lib/log';
import { engineFor } from './load-engine';
import type { SearchReply, SearchRequest } from './protocol';

/*
 * Search off the page's main thread: the index loads and every query runs here, and the
 * page receives results ready to draw (snippets and marks included).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(reply: SearchReply): void;
};

scope.onmessage = ({ data: { seq, lang, query } }) => {
  engineFor(lang).then(
    (engine) => scope.postMessage({ seq, results: engine.search(query) }),
    (error: unknown) => {
      logError('search index load', error);
      scope.postMessage({ seq, failed: true });
    },
  );
};
