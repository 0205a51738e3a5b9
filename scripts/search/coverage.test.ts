import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/content/catalogue';
import { texts as enTexts } from '../../src/content/en/index';
import { media as enMedia } from '../../src/content/en/media';
import { localise } from '../../src/content/localise';
import { loadMediaContent } from '../../src/content/media-content';
import type { ContentItem, LanguageContent, ModuleCode, SectionContent, SectionId } from '../../src/content/types';
import type { SearchDoc } from '../../src/features/search/search-doc';
import { buildSearchIndex } from './build-index';
import { plainText, searchDocs } from './extract';
import { loadBuiltIndex } from './test-index';

const SECTION_IDS: SectionId[] = ['implementation', 'training', 'promotional'];
const CODES = Object.keys(MODULES) as ModuleCode[];

/** Every item of a section page with the anchor of the block or group it sits in. */
function placedItems(section: SectionContent) {
  return section.blocks.flatMap((block) => [
    ...block.items.map((item) => ({ item, anchor: block.id })),
    ...(block.groups ?? []).flatMap((g) => g.items.map((item) => ({ item, anchor: `${block.id}-${g.id}` }))),
  ]);
}

/** Whether a document stands for the item, by what identifies the item on its page. */
function isDocOf(doc: SearchDoc, item: ContentItem, section: SectionId, anchor: string): boolean {
  const t = doc.target;
  const at = 'section' in t && t.section === section && 'anchor' in t && t.anchor === anchor;
  switch (item.kind) {
    case 'pdf':
    case 'presentation':
    case 'link':
    case 'button':
      return 'key' in t && t.key === item.key;
    case 'video':
      return t.to === 'video' && t.anchor === item.key;
    case 'videoWithLink':
      return t.to === 'video' && t.anchor === item.video.key;
    case 'image':
      return t.to === 'section' && t.media?.includes(item.image) === true;
    case 'text':
      return doc.kind === 'text' && at && doc.text.startsWith(plainText(item.paragraphs[0]));
    case 'hashtags':
      return doc.kind === 'hashtags' && at && doc.text.includes(item.tags[0]);
    case 'placeholder':
      return doc.kind === 'placeholder' && at && doc.title === item.title;
  }
}

describe.each(['en', 'fr'] as const)('search index (%s)', (lang) => {
  it('holds every item of the three sections exactly once, and nothing else from them', async () => {
    const [{ data, index }, content] = await Promise.all([loadBuiltIndex(lang), loadMediaContent(lang)]);
    const itemDocs = data.docs.filter((d) => !['intro', 'slide', 'overview'].includes(d.kind));
    let items = 0;
    for (const section of SECTION_IDS) {
      for (const { item, anchor } of placedItems(content.sections[section])) {
        items += 1;
        const found = itemDocs.filter((d) => isDocOf(d, item, section, anchor));
        expect(found, `${section}#${anchor} ${item.kind} ${JSON.stringify(item).slice(0, 80)}`).toHaveLength(1);
      }
    }
    expect(itemDocs).toHaveLength(items);
    // Every document is in MiniSearch's index, by its position.
    expect(index.documentCount).toBe(data.docs.length);
    data.docs.forEach((_, i) => expect(index.has(i)).toBe(true));
  });

  it('holds every slide of every module exactly once, with its title, key points and narration', async () => {
    const [{ data }, content] = await Promise.all([loadBuiltIndex(lang), loadMediaContent(lang)]);
    const slides = data.docs.filter((d) => d.target.to === 'slide');
    expect(slides).toHaveLength(CODES.reduce((n, code) => n + MODULES[code].slideCount, 0));
    for (const code of CODES) {
      content.modules[code].slides.forEach((slide, i) => {
        const found = slides.filter((d) => d.target.to === 'slide' && d.target.code === code && d.target.n === i + 1);
        expect(found, `module ${code} slide ${i + 1}`).toHaveLength(1);
        expect(found[0].title).toBe(slide.title);
        for (const text of [...slide.points, slide.script]) expect(found[0].text).toContain(text);
      });
    }
    expect(data.docs.filter((d) => d.kind === 'overview').map((d) => d.target)).toEqual([
      { to: 'overview', section: 'implementation' },
      { to: 'overview', section: 'training' },
    ]);
  });
});

describe('quiz answers', () => {
  it('are never read into the index', () => {
    // Every question and answer text replaced by a marker: none of them may reach the index.
    const marked = (code: string, q: number, a?: number) => `QUIZMARK${code}x${q}${a === undefined ? '' : `x${a}`}`;
    const modules = Object.fromEntries(
      CODES.map((code) => {
        const module = enTexts.modules[code];
        const questions = module.questions.map((q, i) => {
          const answers = 'answers' in q && q.answers ? { answers: q.answers.map((_, a) => marked(code, i, a)) } : {};
          return { ...q, title: marked(code, i), ...answers };
        });
        return [code, { ...module, questions }];
      }),
    );
    const texts = { ...enTexts, modules, trueFalse: { true: 'QUIZMARKtrue', false: 'QUIZMARKfalse' } } as unknown as typeof enTexts;
    const content: LanguageContent = localise('en', texts, enMedia);
    expect(JSON.stringify(content)).toContain('QUIZMARK');
    expect(JSON.stringify(buildSearchIndex('en', searchDocs(content)))).not.toContain('QUIZMARK');
  });
});
