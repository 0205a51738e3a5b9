/// <reference lib="webworker" />

/**
 * The emergency build's service worker (README, "A way back from a bad deploy"), written as that
 * build's sw.js by scripts/emergency-worker.ts in place of vite-plugin-pwa's self-destroying one.
 * It does what that one does (take over at once, unregister, delete the origin's caches, reload the
 * pages it controlled) and first asks the pages to stop their downloads: Chromium replaces a worker
 * only once it has no request in flight (for up to 5 minutes), and a pack downloading through the
 * old worker kept the emergency build waiting as long as the download ran.
 *
 * Serialised with `toString()` into a file of its own: it may use nothing from outside its body.
 */
export function emergencyWorker(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => {
    void scope.skipWaiting();
    event.waitUntil(
      scope.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        // The pages pause their downloads as for an update the learner applies (sw/shared.ts).
        .then((clients) => clients.forEach((client) => client.postMessage({ type: 'WORKER_REPLACING' }))),
    );
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await scope.registration.unregister();
        const names = await scope.caches.keys();
        await Promise.all(names.map((name) => scope.caches.delete(name)));
        // Unregistered: the reloads go to the network, which has this build's pages.
        const clients = await scope.clients.matchAll({ type: 'window' });
        await Promise.all(clients.map((client) => client.navigate(client.url).catch(() => null)));
      })(),
    );
  });
}
