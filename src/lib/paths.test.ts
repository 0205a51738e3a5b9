import { inject, parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute as wouterMatch } from 'wouter';
import { RESOURCE_TYPES, SECTION_MODULES } from '../content/catalogue';
import { LANGS } from '../config/domain';
import {
  clampSlide,
  matchRoute,
  paths,
  presentedSlide,
  PREFIXES,
  resolveModuleRoute,
  SECTIONS,
  slideFromSearch,
  STAGES,
  withLang,
  withQueryAndHash,
  type Base,
  type RouteMatch,
  type RouteName,
} from './paths';

interface Case {
  route: RouteName;
  href: string;
  /** The pattern's parameters, as <Route> hands them to its children. */
  params: Record<string, string>;
  match: RouteMatch;
}

/** Every page the table can address under one base, with what its href must match back to. */
function casesUnder(base: Base): Case[] {
  const at = { prefix: base.prefix, lang: base.lang };
  return [
    { route: 'entry', href: paths.entry.href(base), params: at, match: { route: 'entry', base } },
    { route: 'offline', href: paths.offline.href(base), params: at, match: { route: 'offline', base } },
    { route: 'progress', href: paths.progress.href(base), params: at, match: { route: 'progress', base } },
    ...SECTIONS.map((section): Case => ({
      route: 'section',
      href: paths.section.href(base, section),
      params: { ...at, section },
      match: { route: 'section', base, section },
    })),
    ...RESOURCE_TYPES.flatMap((resourceType) =>
      SECTION_MODULES[resourceType].flatMap((_, i) =>
        [undefined, ...STAGES].map((stage): Case => {
          const position = String(i + 1);
          return {
            route: 'module',
            href: paths.module.href(base, resourceType, i + 1, stage),
            params: { ...at, resourceType, position, ...(stage ? { stage } : {}) },
            match: { route: 'module', base, resourceType, position, stage },
          };
        }),
      ),
    ),
    ...RESOURCE_TYPES.flatMap((resourceType) =>
      [undefined, 1, 12].map((n): Case => ({
        route: 'present',
        href: paths.present.href(base, resourceType, 4, n),
        params: { ...at, resourceType, position: '4', ...(n ? { slide: String(n) } : {}) },
        match: { route: 'present', base, resourceType, position: '4', slide: n ? String(n) : undefined },
      })),
    ),
  ];
}

const BASES: Base[] = PREFIXES.flatMap((prefix) => LANGS.map((lang) => ({ prefix, lang })));
const CASES: Case[] = [
  { route: 'root', href: paths.root.href(), params: {}, match: { route: 'root' } },
  { route: 'start', href: paths.start.href(), params: {}, match: { route: 'start' } },
  { route: 'contact', href: paths.contact.href(), params: {}, match: { route: 'contact' } },
  ...BASES.flatMap(casesUnder),
];

describe('the route table', () => {
  it('has cases for every route, both prefixes and both languages', () => {
    expect(new Set(CASES.map((c) => c.route))).toEqual(new Set(Object.keys(paths)));
    expect(BASES).toHaveLength(4);
    const under = CASES.filter((c) => 'base' in c.match);
    for (const base of BASES) expect(under.some((c) => c.href.startsWith(`/${base.prefix}/${base.lang}`))).toBe(true);
  });

  it('href → pattern: each href is matched by its own pattern, as <Route> matches it, with the same parameters', () => {
    for (const c of CASES) {
      const [matched, params] = wouterMatch(parse, paths[c.route].pattern, c.href);
      expect(matched, c.href).toBe(true);
      const named = Object.fromEntries(Object.entries(params ?? {}).filter(([k, v]) => !/^\d+$/.test(k) && v !== undefined));
      expect(named, c.href).toEqual(c.params);
      expect(matchRoute(c.href), c.href).toEqual(c.match);
    }
  });

  it('pattern → href: filling a pattern with the parameters gives the href', () => {
    for (const c of CASES) expect(inject(paths[c.route].pattern, c.params), c.route).toBe(c.href);
  });

  it('keeps the prefix and the language in every href built under a base', () => {
    for (const base of BASES) {
      for (const c of casesUnder(base)) expect(c.href.split('/').slice(1, 3)).toEqual([base.prefix, base.lang]);
    }
  });

  it('builds a link to one slide that the module route and slideFromSearch read back', () => {
    const base: Base = { prefix: 'resources', lang: 'fr' };
    const [path, search] = paths.module.slideHref(base, 'training', 4, 3).split('?');
    expect(matchRoute(path)).toEqual({ route: 'module', base, resourceType: 'training', position: '4', stage: 'slides' });
    expect(slideFromSearch(search, 21)).toBe(2);
  });
});

describe('matchRoute', () => {
  it('knows only the two prefixes, the languages, the sections and the module resource types', () => {
    for (const path of ['/shop/en/training', '/toolkit/de/training', '/toolkit/en/nowhere', '/toolkit/en/promotional/module/1']) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });

  it('allows a trailing slash and one extra segment after the stage (spec §2), nothing deeper', () => {
    const base: Base = { prefix: 'toolkit', lang: 'en' };
    expect(matchRoute('/toolkit/en/training/')).toEqual({ route: 'section', base, section: 'training' });
    expect(matchRoute('/toolkit/en/training/module/4/slides/extra')).toMatchObject({ route: 'module', stage: 'slides' });
    expect(matchRoute('/toolkit/en/training/module/4/slides/extra/more')).toBeUndefined();
  });

  it('leaves the module id to resolveModuleRoute', () => {
    expect(matchRoute('/resources/en/training/module/01')).toMatchObject({ route: 'module', position: '01' });
  });
});

describe('the presentation address', () => {
  const base: Base = { prefix: 'resources', lang: 'fr' };

  it('is its own route, outside the module route: "present" is still an unknown stage there', () => {
    expect(paths.present.href(base, 'training', 4, 3)).toBe('/resources/fr/training/present/4/3');
    expect(matchRoute('/resources/fr/training/present/4/3')).toEqual({
      route: 'present',
      base,
      resourceType: 'training',
      position: '4',
      slide: '3',
    });
    expect(matchRoute('/resources/fr/training/module/4/present')).toMatchObject({ route: 'module', stage: 'present' });
    expect(matchRoute('/resources/fr/promotional/present/4/3')).toBeUndefined();
    // The presenter view is the same route, its last segment naming the view instead of a slide.
    expect(paths.present.presenterHref(base, 'training', 4)).toBe('/resources/fr/training/present/4/presenter');
    expect(matchRoute('/resources/fr/training/present/4/presenter')).toMatchObject({ route: 'present', slide: 'presenter' });
    expect(paths.present.href(base, 'training', 4, 'q2')).toBe('/resources/fr/training/present/4/q2');
    expect(matchRoute('/resources/fr/training/present/4/3/more')).toBeUndefined();
  });

  it('reads the slide segment back as an index within the module', () => {
    const [, slide] = paths.present.href(base, 'training', 4, 3).match(/present\/4\/(\d+)$/) ?? [];
    expect(presentedSlide(slide, 21)).toBe(2);
    expect(presentedSlide(undefined, 21)).toBe(0);
    expect(presentedSlide('x', 21)).toBe(0);
    expect(presentedSlide('0', 21)).toBe(0);
    expect(presentedSlide('22', 21)).toBe(20);
    expect(presentedSlide('999999', 5)).toBe(4);
  });
});

describe('clampSlide', () => {
  it('keeps an index within the module', () => {
    expect(clampSlide(-1, 5)).toBe(0);
    expect(clampSlide(0, 5)).toBe(0);
    expect(clampSlide(4, 5)).toBe(4);
    expect(clampSlide(5, 5)).toBe(4);
    expect(clampSlide(2.7, 5)).toBe(2);
  });
});

describe('resolveModuleRoute', () => {
  it('maps positions to codes per section', () => {
    expect(resolveModuleRoute('implementation', '1')).toEqual({ position: 1, code: 'a' });
    expect(resolveModuleRoute('implementation', '6')).toEqual({ position: 6, code: 'b' });
    expect(resolveModuleRoute('training', '6')).toEqual({ position: 6, code: '6' });
    expect(resolveModuleRoute('training', '7')).toEqual({ position: 7, code: '7' });
  });

  it('is strict: anything but a position written plainly is unknown', () => {
    for (const id of ['0', '8', '01', 'x', 'a', '1.5', '', ' 1', '-1', '1e0']) {
      expect(resolveModuleRoute('training', id), id).toBeUndefined();
    }
  });
});

describe('withLang', () => {
  it('changes the language segment under either prefix, keeping the rest', () => {
    expect(withLang('/toolkit/fr', 'en')).toBe('/toolkit/en');
    expect(withLang('/resources/en/training/module/4/slides', 'fr')).toBe('/resources/fr/training/module/4/slides');
  });

  it('leaves paths outside a base alone', () => {
    expect(withLang('/contactform', 'fr')).toBe('/contactform');
    expect(withLang('/toolkit', 'fr')).toBe('/toolkit');
  });
});

describe('withQueryAndHash', () => {
  it('puts the query and hash of the address back after a new path', () => {
    expect(withQueryAndHash('/toolkit/fr/training/module/3/slides', { search: 'slide=4', hash: '#narration' })).toBe(
      '/toolkit/fr/training/module/3/slides?slide=4#narration',
    );
    expect(withQueryAndHash('/resources/en/promotional', { search: '', hash: '' })).toBe('/resources/en/promotional');
  });
});

describe('slideFromSearch', () => {
  it('reads a 1-based slide that exists in the module', () => {
    expect(slideFromSearch('?slide=4', 11)).toBe(3);
    expect(slideFromSearch('slide=11', 11)).toBe(10);
    for (const bad of ['', '?slide=0', '?slide=12', '?slide=x', '?slide=-1', '?slide=2.5']) {
      expect(slideFromSearch(bad, 11)).toBeUndefined();
    }
  });
});
