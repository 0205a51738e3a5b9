import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { logError } from '../lib/log';
import { App, type AppState } from './App';

/**
 * Renders the live app into #root. The prerendered entry screen is the app's own markup for a
 * visitor without a session: hydrated, so what was typed into it stays, focus and caret included
 * (features/access/CodeForm.tsx picks up a code submitted before this). Over any other
 * prerendered page the live app renders a page of its own.
 */
export function mountApp(initial: AppState): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.hasAttribute('data-hydrate')) {
    const hydrate = !initial.session.id;
    // From here React answers the page's events (src/boot/paint-gate.ts stops holding submissions).
    container.removeAttribute('data-hydrate');
    if (hydrate) {
      hydrateRoot(container, app, { onRecoverableError: (error) => logError('hydrate the entry screen', error) });
      return;
    }
    // A stored session goes on to the implementation page: the entry screen was never shown.
    container.replaceChildren();
  }
  const root = createRoot(container);
  // Over a prerendered page the first render is a transition: React renders it in short
  // slices (the static page stays on screen, the paint gate holding its presses) instead of one
  // long main-thread task.
  if (container.querySelector('.prerendered')) startTransition(() => root.render(app));
  else root.render(app);
}
