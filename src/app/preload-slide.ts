import { slideImagePath } from '../content/assets';
import { fullModuleId, moduleAt } from '../content/catalogue';
import type { Lang, ResourceType } from '../content/types';
import { entryFor, type ProgressMap } from '../features/progress/progress';
import { contentUrl } from '../lib/config';

const preloaded = new Set<string>();

/**
 * The current slide image is a module page's largest paint: ask for it as the
 * route starts, in parallel with the page and content chunks, not after them.
 */
export function preloadSlide(lang: Lang, type: ResourceType, moduleId: string, progress: ProgressMap): void {
  const code = moduleAt(type, Number(moduleId));
  if (!code || typeof document === 'undefined') return;
  const id = fullModuleId(code);
  const href = contentUrl(slideImagePath(lang, id, entryFor(progress, id).slide + 1));
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
