import type { FullModuleId, Lang, SectionId } from './types';

/**
 * Asset paths (spec §3): by language, full module id and slide number.
 * Narration audio is always the English path. Paths are relative to the
 * content host base URL (see src/lib/config.ts).
 */
export const slideImagePath = (lang: Lang, id: FullModuleId, slide: number): string => `/images/${lang}/modules/${id}/slide-${slide}.svg`;

export const slideAudioPath = (id: FullModuleId, slide: number): string => `/audio/en/modules/${id}/slide-${slide}.mp3`;

export const slideVideoPath = (lang: Lang, id: FullModuleId, slide: number, ext: 'mp4' | 'webm' | 'vtt'): string =>
  `/videos/${lang}/modules/${id}/slide-${slide}.${ext}`;

export const slidePosterPath = (lang: Lang, id: FullModuleId, slide: number): string =>
  `/images/${lang}/modules/${id}/slide-${slide}-poster.jpg`;

/** Preview images are named by module code; modules 1 and 6 carry the section suffix. */
export const modulePreviewPath = (lang: Lang, id: FullModuleId): string => `/images/${lang}/modules/preview-${id}.svg`;

export const sectionAssetPath = (kind: 'images' | 'videos' | 'pdfs', lang: Lang, section: SectionId, file: string): string =>
  `/${kind}/${lang}/${section}/${file}`;

/** Generated per-language index of every asset (path, bytes, sha256). */
export const contentIndexPath = (lang: Lang): string => `/content-index/${lang}.json`;
