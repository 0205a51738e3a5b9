import { downloadVerified } from '../verified-download';
import { serveDownloads, type WorkerScope } from './serve';

/*
 * Pack downloads off the page's main thread: reading each body, joining its chunks, hashing it and
 * writing it to Cache Storage cost the page long tasks while a learner changed slides or typed a
 * search (issue 36's profiles). The page asks (lib/download-worker/client.ts) and draws progress.
 */
serveDownloads(self as unknown as WorkerScope, downloadVerified);
