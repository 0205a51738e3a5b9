/**
 * The toolkit's domain names, declared once, on the ground floor: every other folder (lib,
 * content, i18n, features, app, the mock API, the service worker, scripts and configs) imports
 * them from here and this file imports nothing. Plain data, so the build and the bench read it too.
 * Adding a language: docs/architecture.md, "Add a language".
 */

/** The toolkit's languages: `Lang`, the content, media and message loaders and lingui.config.ts follow this list. */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Every page lives under one of these; "resources" is the Ontario variant (spec §2). */
export const PREFIXES = ['toolkit', 'resources'] as const;
export type Prefix = (typeof PREFIXES)[number];

/** The sections with a seven-module course (and a certificate). */
export const RESOURCE_TYPES = ['implementation', 'training'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The three resource sections (spec §3): the two with a course, and the promotional one. */
export const SECTIONS = [...RESOURCE_TYPES, 'promotional'] as const;
export type SectionId = (typeof SECTIONS)[number];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);

export const isLang = oneOf(LANGS);
export const isPrefix = oneOf(PREFIXES);
export const isResourceType = oneOf(RESOURCE_TYPES);
export const isSection = oneOf(SECTIONS);
