import { reloadOnce } from '@/lib/reload-guard';
import { SKIP_WAITING } from '../../sw/shared';

/** While the page stays broken, how often it asks the server for a newer version. */
const CHECK_MS = 30_000;

const ours = (url: unknown) => typeof url === 'string' && url.startsWith(`${window.location.origin}/`);

/** A script of this origin that could not load, an error thrown by one, or start-up's rejection. */
function isStartFailure(event: Event): boolean {
  if (event.type === 'unhandledrejection') return true;
  const target = event.target;
  if (target instanceof HTMLScriptElement) return ours(target.src);
  return event instanceof ErrorEvent && ours(event.filename);
}

function notice(): void {
  if (document.getElementById('start-failed')) return;
  const fr = (document.documentElement.lang || '').startsWith('fr');
  const box = document.createElement('div');
  box.id = 'start-failed';
  box.setAttribute('role', 'alert');
  box.className = 'start-failed';
  const text = document.createElement('p');
  text.textContent = fr
    ? 'La boîte à outils n’a pas pu démarrer. Rechargez la page ; si cela ne suffit pas, réessayez une fois connecté.'
    : 'The toolkit could not start. Reload the page; if that does not help, try again once you are connected.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = fr ? 'Recharger' : 'Reload';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  (document.body ?? document.documentElement).append(box);
}

const takeOver = (worker: ServiceWorker | null) => worker?.postMessage(SKIP_WAITING);

/** A newer worker, waiting now or found later, is told to take over; the page reloads into it once. */
function recover(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  sw.addEventListener('controllerchange', () => reloadOnce());
  void sw.getRegistration().then((registration) => {
    if (!registration) return;
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => worker.state === 'installed' && takeOver(worker));
    });
    if (registration.waiting) return takeOver(registration.waiting);
    const check = () => void registration.update().catch(() => undefined);
    check();
    window.setInterval(check, CHECK_MS);
    window.addEventListener('online', check);
  });
}

/**
 * Part of the first script of every page (./first-script.ts), prerendered pages and the app shell
 * alike, independent of the app's own code. It watches the app start: if the app's scripts fail to
 * load or throw before start-up marks <html data-app-started> (src/app/start.ts), the deploy this
 * page came from is broken, and the app's "Update available — Reload" prompt will never show. Then
 * it looks for a newer version of the service worker: one waiting (or found now, or later while
 * the page stays broken) is told to take over and the page reloads into it once, so installed
 * tablets recover without closing every window. Meanwhile a plain notice says what happened and
 * offers Reload.
 */
export function watchStart(): void {
  let failed = false;
  const onFailure = (event: Event) => {
    if (failed || document.documentElement.hasAttribute('data-app-started') || !isStartFailure(event)) return;
    failed = true;
    document.documentElement.setAttribute('data-start-failed', '');
    if (document.body) notice();
    else document.addEventListener('DOMContentLoaded', notice);
    recover();
  };
  window.addEventListener('error', onFailure, true);
  window.addEventListener('unhandledrejection', onFailure);
}
