import { fullModuleId, RESOURCE_TYPES, SECTION_MODULES } from '../../src/content/catalogue.ts';
import type { FullModuleId, Lang } from '../../src/content/types';
import { paths, PREFIXES, SECTIONS, STAGES, type Base } from '../../src/lib/paths.ts';

/**
 * Who a prerendered body is for. The paint gate hides it from the others before it paints:
 * section pages need a stored session; the entry screen is for visitors without one (a stored
 * session goes straight on to the implementation page).
 */
export type Audience = 'session' | 'visitor' | 'anyone';

export interface PrerenderRoute {
  path: string;
  lang: Lang;
  audience: Audience;
  /** Full module id of a module page (the paint gate hides its stage when it has progress). */
  fullId?: FullModuleId;
  /**
   * The page chunk (source path: the page in its shell) whose CSS and JS the page needs first.
   * None for the entry screen: its code is the entry chunk, and the live app hydrates its markup.
   */
  page?: 'src/app/SectionRoutePage.tsx' | 'src/app/ModuleRoutePage.tsx';
}

/** Each enabled language under each prefix: /toolkit, and /resources with its Ontario heading (spec §2). */
const bases = (langs: readonly Lang[]): Base[] => PREFIXES.flatMap((prefix) => langs.map((lang) => ({ prefix, lang })));

/** The entry screen, every section page and every module stage page of each base. */
export function prerenderRoutes(langs: readonly Lang[]): PrerenderRoute[] {
  return bases(langs).flatMap((base) => {
    const { lang } = base;
    return [
      { path: paths.entry.href(base), lang, audience: 'visitor' as const },
      ...SECTIONS.map((section) => ({
        path: paths.section.href(base, section),
        lang,
        audience: 'session' as const,
        page: 'src/app/SectionRoutePage.tsx' as const,
      })),
      ...RESOURCE_TYPES.flatMap((type) =>
        SECTION_MODULES[type].flatMap((code, i) =>
          STAGES.map((stage) => ({
            path: paths.module.href(base, type, i + 1, stage),
            lang,
            audience: 'anyone' as const,
            fullId: fullModuleId(code),
            page: 'src/app/ModuleRoutePage.tsx' as const,
          })),
        ),
      ),
    ];
  });
}

/** A module's address without its stage (the app goes on to its slides or summary), with its module. */
export interface ModuleStart {
  path: string;
  fullId: FullModuleId;
}

/** Every module's address without its stage, under each base. */
export function moduleStartRoutes(langs: readonly Lang[]): ModuleStart[] {
  return bases(langs).flatMap((base) =>
    RESOURCE_TYPES.flatMap((type) =>
      SECTION_MODULES[type].map((code, i) => ({
        path: paths.module.href(base, type, i + 1),
        fullId: fullModuleId(code),
      })),
    ),
  );
}
