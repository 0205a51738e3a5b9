import { createHandlerBoundToURL, getCacheKeyForURL, matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';

/** /toolkit/en/training/ → toolkit/en/training/index.html (where the build prerenders it). */
export function prerenderedPath(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '.')) return null;
  return `${clean.slice(1)}/index.html`;
}

/**
 * Navigations get their prerendered page from the precache when the build wrote one
 * (section and module pages), else the app shell: the same answer as the server.
 */
export function navigationHandler(): RouteHandlerCallback {
  const shell = createHandlerBoundToURL('index.html');
  return async (options) => {
    const page = prerenderedPath(options.url.pathname);
    if (page && getCacheKeyForURL(page)) {
      const response = await matchPrecache(page);
      if (response) return response;
    }
    return shell(options);
  };
}
