import { parse } from 'regexparam';
import { moduleAt } from '../content/catalogue.ts';
import type { ModuleCode } from '../content/types';
import {
  isLang,
  isPrefix,
  isResourceType,
  isSection,
  type Lang,
  type Prefix,
  type ResourceType,
  type SectionId,
} from '../config/domain.ts';

export { isPrefix, isResourceType, isSection, PREFIXES, SECTIONS, type Prefix } from '../config/domain.ts';

export type ModuleStage = 'slides' | 'summary' | 'quiz';
export const STAGES: readonly ModuleStage[] = ['slides', 'summary', 'quiz'];

/** Where the current page lives: every link it builds stays under the same prefix and language. */
export interface Base {
  prefix: Prefix;
  lang: Lang;
}

export function isStage(value: string | undefined): value is ModuleStage {
  return (STAGES as readonly (string | undefined)[]).includes(value);
}

const under = ({ prefix, lang }: Base, rest = '') => `/${prefix}/${lang}${rest}`;

/**
 * The route table, the one place URL shapes are written: each route's pattern (wouter's syntax)
 * beside its href builder. Routes under a base start /{prefix}/{lang}. matchRoute reads a
 * pathname with these patterns, for the app's routes, the start-up preload and the header.
 */
/** The presentation route's last segment for the presenter view, in place of a slide. */
export const PRESENTER_VIEW = 'presenter';

export const paths = {
  root: { pattern: '/', href: () => '/' },
  /** Entry without a language: goes on to the stored, browser or default one. */
  start: { pattern: '/toolkit', href: () => '/toolkit' },
  contact: { pattern: '/contactform', href: () => '/contactform' },
  entry: { pattern: '/:prefix/:lang', href: (base: Base) => under(base) },
  offline: { pattern: '/:prefix/:lang/offline', href: (base: Base) => under(base, '/offline') },
  /** Progress backup and transfer (export, QR code, import). */
  progress: { pattern: '/:prefix/:lang/progress', href: (base: Base) => under(base, '/progress') },
  section: {
    pattern: '/:prefix/:lang/:section',
    href: (base: Base, section: SectionId) => under(base, `/${section}`),
  },
  /** One optional extra segment is allowed after the stage (spec §2). */
  module: {
    pattern: '/:prefix/:lang/:resourceType/module/:position/:stage?/:extra?',
    /** position: a number, or an id read from an address, passed on as written (it may be unknown). */
    href: (base: Base, resourceType: ResourceType, position: number | string, stage?: ModuleStage) =>
      under(base, `/${resourceType}/module/${position}${stage ? `/${stage}` : ''}`),
    /** The slides opened at slide n (1-based), read back by slideFromSearch. */
    slideHref: (base: Base, resourceType: ResourceType, position: number, n: number) =>
      under(base, `/${resourceType}/module/${position}/slides?slide=${n}`),
  },
  /**
   * A module presented to a room, at slide n (1-based; read back by presentedSlide). Outside
   * /module/ so that the module route's rule for an unknown stage (spec §2) stays as it is.
   */
  present: {
    pattern: '/:prefix/:lang/:resourceType/present/:position/:slide?',
    /** n: a slide number, or a question's segment (q1..q3, features/present/steps.ts). */
    href: (base: Base, resourceType: ResourceType, position: number, n?: number | string) =>
      under(base, `/${resourceType}/present/${position}${n === undefined ? '' : `/${n}`}`),
    /** The presenter view: a second window (or tab) that follows the presentation and drives it. */
    presenterHref: (base: Base, resourceType: ResourceType, position: number) =>
      under(base, `/${resourceType}/present/${position}/${PRESENTER_VIEW}`),
  },
} as const;

export type RouteName = keyof typeof paths;

export type RouteMatch =
  | { route: 'root' | 'start' | 'contact' }
  | { route: 'entry' | 'offline' | 'progress'; base: Base }
  | { route: 'section'; base: Base; section: SectionId }
  | { route: 'module'; base: Base; resourceType: ResourceType; position: string; stage?: string }
  | { route: 'present'; base: Base; resourceType: ResourceType; position: string; slide?: string };

/** The base a pathname lies under: /{prefix}/{lang}/… with a known prefix and language. */
export function baseOf(pathname: string): Base | undefined {
  const [, prefix, lang] = pathname.split('/');
  return isPrefix(prefix) && isLang(lang) ? { prefix, lang } : undefined;
}

type Params = Record<string, string | undefined>;

/** wouter's own pattern parser: a pattern here means what it means to wouter. */
function paramsOf(pattern: string, pathname: string): Params | null {
  const { pattern: regex, keys } = parse(pattern);
  const found = regex.exec(pathname);
  return found && Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
}

function checked(route: RouteName, params: Params, base: Base | undefined): RouteMatch | undefined {
  if (route === 'root' || route === 'start' || route === 'contact') return { route };
  if (!base) return undefined;
  const { section = '', resourceType = '', position = '', stage, slide } = params;
  if (route === 'section') return isSection(section) ? { route, base, section } : undefined;
  if (route === 'module') return isResourceType(resourceType) ? { route, base, resourceType, position, stage } : undefined;
  if (route === 'present') return isResourceType(resourceType) ? { route, base, resourceType, position, slide } : undefined;
  return { route, base };
}

/**
 * The route a pathname shows, its parameters checked: a known prefix and language, section
 * and resource type (the module position is left to resolveModuleRoute). As in a wouter Switch, the
 * first pattern that matches decides; undefined when its parameters are not ones the app knows.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const route of Object.keys(paths) as RouteName[]) {
    const params = paramsOf(paths[route].pattern, pathname);
    if (params) return checked(route, params, baseOf(pathname));
  }
  return undefined;
}

/** A module route's id → its position 1..7 and code; undefined for anything else ("01", "x", "8"). */
export function resolveModuleRoute(resourceType: ResourceType, segment: string): { position: number; code: ModuleCode } | undefined {
  if (!/^[1-9]\d*$/.test(segment)) return undefined;
  const position = Number(segment);
  const code = moduleAt(resourceType, position);
  return code ? { position, code } : undefined;
}

/** The same page in another language: the segment after the prefix; other paths stay as they are. */
export function withLang(pathname: string, lang: Lang): string {
  const segments = pathname.split('/');
  if (!isPrefix(segments[1]) || segments.length < 3) return pathname;
  segments[2] = lang;
  return segments.join('/');
}

/** The rest of an address a new path keeps: `search` as wouter gives it (no "?"), `hash` as location gives it ("#…" or ""). */
export interface QueryAndHash {
  search: string;
  hash: string;
}

/**
 * A path with the query and hash of the address it stands in for, so a link to a slide
 * (?slide=n) or a block (#id) still lands there: the language switch, the redirect of a
 * disabled language and of a prefix in capitals.
 */
export function withQueryAndHash(pathname: string, { search, hash }: QueryAndHash): string {
  return `${pathname}${search && `?${search}`}${hash}`;
}

/** "?slide=4" → 3 (0-based) when it names a slide of the module; otherwise undefined. */
export function slideFromSearch(search: string, count: number): number | undefined {
  const raw = new URLSearchParams(search).get('slide');
  if (!raw || !/^[1-9]\d*$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= count ? n - 1 : undefined;
}

/**
 * A presentation address's slide segment → a slide index (0-based) within the module: a
 * missing or unreadable one is the first slide, a number past the end the last.
 */
export function presentedSlide(raw: string | undefined, count: number): number {
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return clampSlide(n - 1, count);
}

/** A slide index kept within a module of `count` slides. */
export function clampSlide(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.trunc(index)));
}

/**
 * What a presentation's history entry carries: the page and slide it was opened from, where
 * Esc goes back to. Kept across a reload with the entry; a presentation opened from a link
 * (another tab) has none and leaves to its module's slides.
 */
export interface PresentFrom {
  presentFrom: string;
}

/** The state of the page a presentation returns to: its Present button takes the focus back. */
export const PRESENT_RETURN = { presentReturn: true } as const;

/** Keys pressed after Present, held (lib/key-buffer.ts) until the presentation takes them. */
export const PRESENT_KEYS = 'present';

export function isPresentReturn(state: unknown): boolean {
  return (state as Partial<typeof PRESENT_RETURN> | null)?.presentReturn === true;
}

export function presentFrom(state: unknown): string | undefined {
  const from = (state as Partial<PresentFrom> | null)?.presentFrom;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
