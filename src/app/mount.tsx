import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { drawSessionAs } from '@/features/access';
import { whenPageCommitted } from '../components/page-committed';
import { logError } from '../lib/log';
import { App, type AppState } from './App';

/**
 * Whether the prerendered page in `container` is what this device shows: the entry screen
 * (data-hydrate) for a visitor without a session, a section page (data-gated) with one, a module
 * page for anyone. The page the device does not show was never painted (scripts/prerender/html.ts).
 */
function drawnForThisDevice(container: HTMLElement, signedIn: boolean): boolean {
  if (container.hasAttribute('data-hydrate')) return !signedIn;
  if (container.hasAttribute('data-gated')) return signedIn;
  return true;
}

/**
 * Renders the live app into #root. A prerendered page this device shows is hydrated, in a
 * transition (React renders it in short slices while the page stays on screen): its nodes stay,
 * so what was typed into it stays, focus and caret included, and a press held by the paint gate
 * (src/boot/paint-gate.ts) is made on the node it was made on. `committed` runs once the page is
 * the app's. Anywhere else (the app shell, a page not drawn for this device) the app renders afresh.
 */
export function mountApp(initial: AppState, committed: () => void): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      {/* Hydration renders the search the page was drawn with (none); the address's own the render after. */}
      <Router ssrSearch="">
        <App />
      </Router>
    </StrictMode>
  );
  if (container.classList.contains('prerendered') && drawnForThisDevice(container, initial.session.id !== null)) {
    return hydrate(container, app, committed);
  }
  // The app shell, or a page this device does not show (it was never painted).
  container.replaceChildren();
  container.classList.remove('prerendered');
  createRoot(container).render(app);
  committed();
}

function hydrate(container: HTMLElement, app: ReactNode, committed: () => void): void {
  // Every page but the entry screen is drawn signed in (scripts/prerender/plugin.ts).
  drawSessionAs(!container.hasAttribute('data-hydrate'));
  whenPageCommitted(() => {
    // From here React answers the page's events: the paint gate stops holding them.
    container.classList.remove('prerendered');
    container.removeAttribute('data-hydrate');
    committed();
  });
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => logError('hydrate the prerendered page', { error, componentStack: info.componentStack }),
    });
  });
}
