import { fullModuleId, RESOURCE_TYPES, SECTION_MODULES } from '../../src/content/catalogue.ts';
import type { FullModuleId, Lang } from '../../src/content/types';
import { paths, SECTIONS, STAGES } from '../../src/lib/paths.ts';

export interface PrerenderRoute {
  path: string;
  lang: Lang;
  /** Section pages need a stored session: their prerendered body stays hidden without one. */
  gated: boolean;
  /** Full module id of a module page (the paint gate hides its stage when it has progress). */
  fullId?: FullModuleId;
  /** The page chunk (source path: the page in its shell) whose CSS and JS the page needs first. */
  page: 'src/app/SectionRoutePage.tsx' | 'src/app/ModuleRoutePage.tsx';
}

/** Every section page and every module stage page of each enabled language (the /toolkit addresses). */
export function prerenderRoutes(langs: readonly Lang[]): PrerenderRoute[] {
  return langs.flatMap((lang) => {
    const base = { prefix: 'toolkit', lang } as const;
    return [
      ...SECTIONS.map((section) => ({
        path: paths.section.href(base, section),
        lang,
        gated: true,
        page: 'src/app/SectionRoutePage.tsx' as const,
      })),
      ...RESOURCE_TYPES.flatMap((type) =>
        SECTION_MODULES[type].flatMap((code, i) =>
          STAGES.map((stage) => ({
            path: paths.module.href(base, type, i + 1, stage),
            lang,
            gated: false,
            fullId: fullModuleId(code),
            page: 'src/app/ModuleRoutePage.tsx' as const,
          })),
        ),
      ),
    ];
  });
}
