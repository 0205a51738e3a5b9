import type { Lang, ResourceType, SectionId } from '../content/types';

export type ModuleStage = 'slides' | 'summary' | 'quiz';
export const STAGES: readonly ModuleStage[] = ['slides', 'summary', 'quiz'];
export const SECTIONS: readonly SectionId[] = ['implementation', 'training', 'promotional'];

export function isSection(value: string): value is SectionId {
  return (SECTIONS as readonly string[]).includes(value);
}

export function isResourceType(value: string): value is ResourceType {
  return value === 'implementation' || value === 'training';
}

export function isStage(value: string | undefined): value is ModuleStage {
  return (STAGES as readonly (string | undefined)[]).includes(value);
}

/** Typed route builders: the only place URL shapes are written. */
export const paths = {
  entry: (lang?: Lang) => (lang ? `/toolkit/${lang}` : '/toolkit'),
  section: (lang: Lang, section: SectionId) => `/toolkit/${lang}/${section}`,
  module: (lang: Lang, type: ResourceType, position: number, stage?: ModuleStage) =>
    `/toolkit/${lang}/${type}/module/${position}${stage ? `/${stage}` : ''}`,
  contact: '/contactform',
  offline: (lang: Lang) => `/toolkit/${lang}/offline`,
  /** Progress backup and transfer (export, QR code, import). */
  progress: (lang: Lang) => `/toolkit/${lang}/progress`,
  /** Module slides opened at slide n (1-based). */
  slide: (lang: Lang, type: ResourceType, position: number, n: number) =>
    `/toolkit/${lang}/${type}/module/${position}/slides?slide=${n}`,
};

/** Rewrites the language segment of a /toolkit or /resources path. */
export function withLang(pathname: string, lang: Lang): string {
  return pathname.replace(/^\/(toolkit|resources)\/[^/]+/, `/$1/${lang}`);
}

/** "?slide=4" → 3 (0-based) when it names a slide of the module; otherwise undefined. */
export function slideFromSearch(search: string, count: number): number | undefined {
  const raw = new URLSearchParams(search).get('slide');
  if (!raw || !/^[1-9]\d*$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= count ? n - 1 : undefined;
}
