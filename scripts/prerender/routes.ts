import { fullModuleId, RESOURCE_TYPES, SECTION_MODULES } from '../../src/content/catalogue.ts';
import type { FullModuleId, Lang } from '../../src/content/types';
import { SECTIONS, STAGES } from '../../src/lib/paths.ts';

export interface PrerenderRoute {
  path: string;
  /** Section pages need a stored session: their prerendered body stays hidden without one. */
  gated: boolean;
  /** Full module id of a module page (the paint gate hides its stage when it has progress). */
  fullId?: FullModuleId;
  /** The chunk (source path) whose CSS and JS the page needs first. */
  page: 'src/features/sections/SectionPage.tsx' | 'src/features/modules/ModuleRoute.tsx';
}


/** Every section page and every module stage page of each enabled language. */
export function prerenderRoutes(langs: readonly Lang[]): PrerenderRoute[] {
  return langs.flatMap((lang) => [
    ...SECTIONS.map((section) => ({
      path: `/toolkit/${lang}/${section}`,
      gated: true,
      page: 'src/features/sections/SectionPage.tsx' as const,
    })),
    ...RESOURCE_TYPES.flatMap((type) =>
      SECTION_MODULES[type].flatMap((code, i) =>
        STAGES.map((stage) => ({
          path: `/toolkit/${lang}/${type}/module/${i + 1}/${stage}`,
          gated: false,
          fullId: fullModuleId(code),
          page: 'src/features/modules/ModuleRoute.tsx' as const,
        })),
      ),
    ),
  ]);
}
