import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { drawSessionAs } from '@/features/access';
import { App } from '../App';

/*
 * Build-time only (scripts/prerender): renders a route's page to static HTML with
 * the app's own components, so the first paint needs no JavaScript. The browser hydrates
 * the entry screen's markup (src/app/mount.tsx); over every other page start-up renders the
 * live app (see paint-hints).
 */

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** signedIn: gated pages render as for a session; the entry screen as for a first visit (no session). */
export async function renderPage(path: string, signedIn: boolean): Promise<string> {
  drawSessionAs(signedIn);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App />
    </Router>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readStream(prelude);
  // An error leaves a client-rendered hole: fail the build rather than ship a partial page.
  if (errors.length) throw new Error(`prerender ${path}: ${String(errors[0])}`);
  return html;
}
