import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadInitialState } from './app/bootstrap';
import { preloadRoute } from './app/preload-route';
import { startOutbox } from './features/outbox/outbox';
import { sendLogin } from './features/access/login';
import { registerServiceWorker } from './lib/sw-bridge';
import './styles/global.css';

async function start() {
  // Dev only: MSW answers the API in the browser. Removed from production builds.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const route = preloadRoute(location.pathname);
  const initial = await loadInitialState();
  // The first commit replaces any prerendered page: make it the whole page, not a spinner.
  if (initial.session.id || !route.gated) await route.ready;
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
  void registerServiceWorker();
  startOutbox();
  sendLogin(initial.session.id);
}

void start();
