/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handleMedia, MEDIA_PATH } from './media';
import { navigationHandler } from './navigation';
import { SKIP_WAITING, type HasBuildMessage, type SkipWaitingMessage } from './shared';

declare const self: ServiceWorkerGlobalScope;

// Media first: a range route registered after precacheAndRoute never runs (workbox#1663).
registerRoute(({ url, sameOrigin }) => sameOrigin && MEDIA_PATH.test(url.pathname), handleMedia);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// In dev the manifest is empty and createHandlerBoundToURL would throw.
try {
  registerRoute(
    new NavigationRoute(navigationHandler(), {
      denylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
    }),
  );
} catch {
  // No app shell precached: navigations go to the network.
}

// A new version waits until the user chooses "Reload" (design-notes §7). A page asks at start
// whether its own build is this worker's (src/lib/sw-register.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as SkipWaitingMessage | HasBuildMessage | undefined;
  if (data?.type === SKIP_WAITING.type) void self.skipWaiting();
  else if (data?.type === 'HAS_BUILD' && typeof data.url === 'string')
    event.ports[0]?.postMessage(getCacheKeyForURL(data.url) !== undefined);
});

clientsClaim();
