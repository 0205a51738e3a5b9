import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppState } from './App';

/** Renders the live app into #root, over the prerendered copy of the page when there is one. */
export function mountApp(initial: AppState): void {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App initial={initial} />
    </StrictMode>
  );
  // Over a prerendered page the first render is a transition: React renders it in short
  // slices (the static page stays on screen, inert) instead of one long main-thread task.
  if (container.querySelector('.prerendered')) startTransition(() => root.render(app));
  else root.render(app);
}
