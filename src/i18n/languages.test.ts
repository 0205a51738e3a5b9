import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';
import { loadContent } from '../content/load';
import { loadMediaContent } from '../content/media-content';
import { parseContentIndex } from '../lib/content-index';
import { DEFAULT_LANG, isLang, LANGS } from '../config/domain';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folders = (dir: string, holding: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, dir, entry.name, holding)))
    .map((entry) => entry.name);
/** The entry screen's catalogue and the pages' (src/i18n/i18n.ts). */
const CATALOGUES = ['entry', 'messages'] as const;
const catalogue = (lang: string, name: (typeof CATALOGUES)[number]): Promise<{ messages: Record<string, unknown> }> =>
  import(`./locales/${lang}/${name}.po`);

/** "Add a language" in docs/architecture.md: everything a language needs, walked from the one declaration. */
describe.each(LANGS)('language %s', (lang) => {
  it('is a language', () => {
    expect(isLang(lang)).toBe(true);
  });

  it('has its content, localised for it', async () => {
    const content = await loadContent(lang);
    expect(content.lang).toBe(lang);
    expect(content.sections.training.title).not.toBe('');
  });

  it('has its media content (the documents and what the videos say)', async () => {
    const content = await loadMediaContent(lang);
    expect(content.lang).toBe(lang);
  });

  it.each(CATALOGUES)('has a %s catalogue that compiles, with every message of the source language', async (name) => {
    const [{ messages }, { messages: source }] = await Promise.all([catalogue(lang, name), catalogue(DEFAULT_LANG, name)]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
  });

  it('is listed in the lingui config', () => {
    expect(linguiConfig.locales).toContain(lang);
  });

  it('has its content index in public/content-index', () => {
    const file = path.join(ROOT, 'public/content-index', `${lang}.json`);
    expect(() => parseContentIndex(JSON.parse(readFileSync(file, 'utf8')), lang)).not.toThrow();
  });
});

describe('the language declaration', () => {
  it('names every language the tree holds, and only those', () => {
    const indexes = readdirSync(path.join(ROOT, 'public/content-index')).map((file) => file.replace(/\.json$/, ''));
    for (const found of [folders('src/content', 'index.ts'), folders('src/i18n/locales', 'messages.po'), indexes]) {
      expect([...found].sort()).toEqual([...LANGS].sort());
    }
  });

  it('rejects anything else as a language', () => {
    expect([undefined, null, 'de', 'EN', 'en-CA', 1].filter(isLang)).toEqual([]);
    expect(LANGS).toContain(DEFAULT_LANG);
    expect(linguiConfig.sourceLocale).toBe(DEFAULT_LANG);
  });
});
