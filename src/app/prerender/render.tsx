import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../App';

/*
 * Build-time only (scripts/prerender): renders a route's page to static HTML with
 * the app's own components, so the first paint needs no JavaScript. The browser
 * never hydrates it: start-up (src/app/start.ts) renders the live app over it (see paint-hints).
 */

/** Placeholder so gated pages render; never a real id and never in the markup. */
const PRERENDER_SESSION = 'prerender';

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(path: string): Promise<string> {
  const initial = { session: { id: PRERENDER_SESSION, lang: null }, progress: {}, completion: {} };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App initial={initial} />
    </Router>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readStream(prelude);
  // An error leaves a client-rendered hole: fail the build rather than ship a partial page.
  if (errors.length) throw new Error(`prerender ${path}: ${String(errors[0])}`);
  return html;
}
