import { describe, expect, it } from 'vitest';
import { LANGS } from '../config/domain';
import { MODULES } from './catalogue';
import { loadLanguageTexts } from './media-content';
import { QUIZZES } from './structure/quizzes';
import { SECTIONS } from './structure/sections';
import type { GroupSpec, ItemSpec, SectionSpec } from './structure/spec';
import type { ModuleCode, SectionId } from './types';

/** The text fields each kind of item needs; 'list' for a plain list of strings. */
const ITEM_FIELDS: Record<ItemSpec['kind'], readonly string[] | 'list'> = {
  text: 'list',
  video: ['title'],
  presentation: ['title', 'alt'],
  pdf: ['title'],
  link: ['text'],
  image: ['alt', 'lines'],
  videoWithLink: ['title', 'linkText'],
  button: ['lines'],
  hashtags: 'list',
  placeholder: ['title', 'text'],
};

function itemPaths(prefix: string, item: ItemSpec): string[] {
  const fields = ITEM_FIELDS[item.kind];
  return fields === 'list' ? [prefix] : fields.map((f) => `${prefix}.${f}`);
}

function groupPaths(prefix: string, group: GroupSpec & { groups?: readonly GroupSpec[] }): string[] {
  return [
    `${prefix}.heading`,
    ...(group.intro ? [`${prefix}.intro`] : []),
    ...group.items.flatMap((item) => itemPaths(`${prefix}.items.${item.id}`, item)),
    ...(group.groups ?? []).flatMap((g) => groupPaths(`${prefix}.groups.${g.id}`, g)),
  ];
}

/** Every text a section's structure asks for, as dotted paths. */
const expectedPaths = (spec: SectionSpec) => ['title', ...spec.blocks.flatMap((b) => groupPaths(`blocks.${b.id}`, b))];

/** Every text a language supplies, as dotted paths: objects are walked, a list of texts is one text. */
function suppliedPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => suppliedPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const filled = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim().length > 0
    : Array.isArray(value)
      ? value.length > 0 && value.every(filled)
      : value !== null && typeof value === 'object' && Object.values(value).every(filled);

const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];
const CODES = Object.keys(MODULES) as ModuleCode[];

/** Every declared language's texts and media texts. */
const LANGUAGES = await Promise.all(LANGS.map(async (lang) => ({ lang, ...(await loadLanguageTexts(lang)) })));

describe.each(LANGUAGES.map(({ lang, texts }) => [lang, texts] as const))('%s texts cover exactly the structure', (_lang, texts) => {
  it.each(SECTION_IDS)('section %s: every block, group and item, nothing else, none empty', (id) => {
    expect(suppliedPaths(texts.sections[id]).sort()).toEqual(expectedPaths(SECTIONS[id]).sort());
    expect(filled(texts.sections[id])).toBe(true);
  });

  it.each(CODES)('module %s: every slide, question and answer', (code) => {
    const mod = texts.modules[code];
    expect(mod.slides.map((slide) => Object.keys(slide).sort())).toEqual(
      Array.from({ length: MODULES[code].slideCount }, () => ['points', 'script', 'title']),
    );
    const asked = mod.questions as readonly { title: string; answers?: readonly string[] }[];
    expect(asked.map((q) => q.answers?.length ?? 'true/false')).toEqual(
      QUIZZES[code].map((q) => ('correct' in q ? q.correct.length : 'true/false')),
    );
    expect(filled(mod)).toBe(true);
  });
});

const MEDIA_KINDS: readonly ItemSpec['kind'][] = ['pdf', 'presentation', 'video', 'videoWithLink'];
const mediaIds = (spec: SectionSpec) =>
  spec.blocks
    .flatMap((b) => [...b.items, ...(b.groups ?? []).flatMap((g) => g.items)])
    .filter((i) => MEDIA_KINDS.includes(i.kind))
    .map((i) => i.id);

describe.each(LANGUAGES.map(({ lang, media }) => [lang, media] as const))(
  '%s media texts cover exactly the documents and videos',
  (_lang, media) => {
    it.each(SECTION_IDS)('section %s: pages for each document, a text for each video', (id) => {
      expect(Object.keys(media.sections[id]).sort()).toEqual(mediaIds(SECTIONS[id]).sort());
      expect(filled(media.sections[id])).toBe(true);
    });

    it('modules: one caption per slide with a clip', () => {
      const byModule: Record<string, object> = media.clips;
      const captioned = Object.entries(byModule).flatMap(([code, bySlide]) => Object.keys(bySlide).map((n) => `${code}:${n}`));
      const flagged = CODES.flatMap((c) => MODULES[c].videoSlides.map((n) => `${c}:${n}`));
      expect(captioned.sort()).toEqual(flagged.sort());
      expect(filled(media.clips)).toBe(true);
    });
  },
);

describe('structure', () => {
  it.each(SECTION_IDS)('section %s: item ids are unique, so texts and asset names cannot collide', (id) => {
    const spec: SectionSpec = SECTIONS[id];
    const items = spec.blocks.flatMap((b) => [...b.items, ...(b.groups ?? []).flatMap((g) => g.items)]);
    const named = items.filter((i) => i.kind !== 'text').map((i) => i.id);
    expect(new Set(named).size).toBe(named.length);
  });

  it('every knowledge test has three questions, each with a correct answer', () => {
    for (const code of CODES) {
      expect(QUIZZES[code]).toHaveLength(3);
      for (const q of QUIZZES[code]) if ('correct' in q) expect(q.correct).toContain(true);
    }
  });
});
