import { slideImagePath } from '@/content/assets';
import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import type { Lang, ModuleCode, ResourceType } from '@/content/types';
import { contentUrl } from '@/lib/config';
import { isResourceType, matchRoute, paths, type Base } from '@/lib/paths';
import type { SearchTarget } from '../search-doc';

/**
 * The section a module opens in: the one the learner is in when it has the module (modules
 * 2–5 and 7 are in both), otherwise the course that has it, training first.
 */
export function moduleSection(code: ModuleCode, location: string): ResourceType {
  const match = matchRoute(location);
  const here = match?.route === 'section' ? match.section : match?.route === 'module' ? match.resourceType : undefined;
  if (here && isResourceType(here) && SECTION_MODULES[here].includes(code)) return here;
  return SECTION_MODULES.training.includes(code) ? 'training' : 'implementation';
}

/** Where a result goes: a page of the app, or (new tab) a file or an outside page. */
export function targetHref(base: Base, target: SearchTarget, location: string): string {
  switch (target.to) {
    case 'pdf':
      return contentUrl(target.path);
    case 'external':
      return target.url;
    case 'video':
    case 'section':
      return `${paths.section.href(base, target.section)}#${target.anchor}`;
    case 'overview':
      return `${paths.section.href(base, target.section)}#modules`;
    case 'slide': {
      const type = moduleSection(target.code, location);
      return paths.module.slideHref(base, type, SECTION_MODULES[type].indexOf(target.code) + 1, target.n);
    }
  }
}

export const opensNewTab = (target: SearchTarget): boolean => target.to === 'pdf' || target.to === 'external';

/** The files a result shows: offline, it says so when none of them is on this device. */
export function targetMedia(lang: Lang, target: SearchTarget): string[] {
  switch (target.to) {
    case 'pdf':
      return [target.path];
    case 'video':
      return target.media;
    case 'section':
      return target.media ?? [];
    case 'slide':
      return [slideImagePath(lang, fullModuleId(target.code), target.n)];
    default:
      return [];
  }
}
