import { slideImagePath } from '../content/assets';
import { fullModuleId, MODULES } from '../content/catalogue';
import type { Lang, ResourceType } from '../content/types';
import { entryFor, type ProgressMap } from '@/features/progress';
import { contentUrl } from '../lib/config';
import { resolveModuleRoute, slideFromSearch } from '../lib/paths';

const preloaded = new Set<string>();

/** The slide the module page opens at: the one a link asks for (?slide=n), else the furthest reached. */
export function openingSlide(resourceType: ResourceType, position: string, progress: ProgressMap, search: string): number | undefined {
  const code = resolveModuleRoute(resourceType, position)?.code;
  if (!code) return undefined;
  return slideFromSearch(search, MODULES[code].slideCount) ?? entryFor(progress, fullModuleId(code)).slide;
}

/**
 * The current slide image is a module page's largest paint: ask for it as the
 * route starts, in parallel with the page and content chunks, not after them.
 */
export function preloadSlide(lang: Lang, resourceType: ResourceType, position: string, progress: ProgressMap, search: string): void {
  const code = resolveModuleRoute(resourceType, position)?.code;
  const slide = openingSlide(resourceType, position, progress, search);
  if (!code || slide === undefined || typeof document === 'undefined') return;
  const href = contentUrl(slideImagePath(lang, fullModuleId(code), slide + 1));
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
