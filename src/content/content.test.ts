import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, SECTION_MODULES, fullModuleId, isVideoSlide, totalDuration } from './catalogue';
import { content as appEn } from './en/index';
import { content as appFr } from './fr/index';
import { loadMediaContent } from './media-content';
import type { ContentIndex, ContentItem, LanguageContent, ModuleCode, VideoItem } from './types';

const CODES = Object.keys(MODULES) as ModuleCode[];
/** The media generator's content: the app's plus what each video says. */
const [en, fr] = await Promise.all([loadMediaContent('en'), loadMediaContent('fr')]);

describe('module catalogue (design-notes §3)', () => {
  it('has the nine codes with the listed slide counts', () => {
    const counts = Object.fromEntries(CODES.map((c) => [c, MODULES[c].slideCount]));
    expect(counts).toEqual({ '1': 6, '2': 7, '3': 11, '4': 21, '5': 10, '6': 13, '7': 5, a: 9, b: 13 });
  });

  it('flags video exactly on the listed slides', () => {
    const flagged = CODES.flatMap((c) =>
      Array.from({ length: MODULES[c].slideCount }, (_, i) => i + 1)
        .filter((n) => isVideoSlide(c, n))
        .map((n) => `${c}:${n}`),
    );
    expect(flagged).toEqual(['3:6', '3:8', '3:9', '4:4', '4:7', '4:9', '4:12', '4:13', '4:14', '4:16', '4:19', '5:4']);
    expect(MODULES['3'].posterSlides).toEqual([6]);
  });

  it('derives the course totals', () => {
    expect(totalDuration('implementation')).toBe('75:30');
    expect(totalDuration('training')).toBe('72:19');
  });

  it('maps positions to full module ids', () => {
    expect(SECTION_MODULES.implementation.map(fullModuleId)).toEqual(['1-implementation', '2', '3', '4', '5', '6-implementation', '7']);
    expect(SECTION_MODULES.training.map(fullModuleId)).toEqual(['1-training', '2', '3', '4', '5', '6-training', '7']);
  });
});

describe.each([en, fr])('module content ($lang)', (lang: LanguageContent) => {
  it.each(CODES)('module %s has every slide and three answerable questions', (code) => {
    const mod = lang.modules[code];
    expect(mod.slides).toHaveLength(MODULES[code].slideCount);
    mod.slides.forEach((slide, i) => {
      expect(slide.title.length).toBeGreaterThan(0);
      expect(slide.script.split(/\s+/).length).toBeGreaterThan(15);
      expect(Boolean(slide.videoCaption)).toBe(isVideoSlide(code, i + 1));
    });
    expect(mod.questions).toHaveLength(3);
    mod.questions.forEach((q) => expect(q.answers.some((a) => a.correct)).toBe(true));
  });

  it('mixes single-answer, multi-answer and true/false questions', () => {
    const questions = CODES.flatMap((c) => lang.modules[c].questions);
    const correct = (q: (typeof questions)[number]) => q.answers.filter((a) => a.correct).length;
    expect(questions.some((q) => q.trueFalse && q.answers.length === 2)).toBe(true);
    expect(questions.some((q) => correct(q) > 1)).toBe(true);
    expect(questions.some((q) => !q.trueFalse && correct(q) === 1)).toBe(true);
  });
});

const videos = (lang: LanguageContent): VideoItem[] =>
  Object.values(lang.sections).flatMap((s) =>
    s.blocks
      .flatMap((b) => [...b.items, ...(b.groups ?? []).flatMap((g) => g.items)])
      .flatMap((i) => (i.kind === 'video' ? [i] : i.kind === 'videoWithLink' ? [i.video] : [])),
  );

const documents = (lang: LanguageContent) =>
  Object.values(lang.sections).flatMap((s) =>
    s.blocks
      .flatMap((b) => [...b.items, ...(b.groups ?? []).flatMap((g) => g.items)])
      .flatMap((i) => (i.kind === 'pdf' || i.kind === 'presentation' ? [i] : [])),
  );

describe.each([
  [appEn, en],
  [appFr, fr],
])('document pages and what videos say ($lang)', (app, media) => {
  it('are in the media generator’s content for every document, video and clip', () => {
    expect(documents(media).every((d) => (d.pages ?? []).length > 0)).toBe(true);
    expect(videos(media).every((v) => (v.script ?? '').split(/\s+/).length > 15)).toBe(true);
    const captions = CODES.flatMap((c) => media.modules[c].slides.filter((s) => s.videoCaption));
    expect(captions).toHaveLength(12);
  });

  it('stay out of the app’s content, which is otherwise the same', () => {
    expect(documents(app).length).toBeGreaterThan(30);
    expect(documents(app).some((d) => 'pages' in d)).toBe(false);
    expect(videos(app).some((v) => 'script' in v)).toBe(false);
    expect(CODES.some((c) => app.modules[c].slides.some((s) => 'videoCaption' in s))).toBe(false);
    const withoutMedia = JSON.stringify(media, function (this: { kind?: string }, key, value: unknown) {
      const mediaOnly = key === 'videoCaption' || (key === 'script' && this.kind === 'video') || key === 'pages';
      return mediaOnly ? undefined : value;
    });
    expect(JSON.parse(withoutMedia)).toStrictEqual(app);
  });
});

describe('languages', () => {
  it('French paths point at French assets', () => {
    const urls = JSON.stringify(fr.sections).match(/"\/(images|videos|pdfs)\/[a-z]+\//g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    urls.forEach((u) => expect(u).toMatch(/\/fr\/$/));
  });
});

const PUBLIC = path.resolve(__dirname, '../../public');

function sectionAssetPaths(lang: LanguageContent): string[] {
  const fromItem = (item: ContentItem): string[] => {
    switch (item.kind) {
      case 'video':
        return [item.srcMp4, item.srcWebm, item.poster, item.captions];
      case 'videoWithLink':
        return fromItem(item.video);
      case 'presentation':
        return [item.image.src, item.pdf];
      case 'pdf':
        return [item.imgSrc, item.url];
      case 'link':
        return [item.image];
      case 'image':
        return [item.image];
      default:
        return [];
    }
  };
  return Object.values(lang.sections).flatMap((s) =>
    s.blocks.flatMap((b) => [...b.items, ...(b.groups ?? []).flatMap((g) => g.items)].flatMap(fromItem)),
  );
}

describe.each([en, fr])('content index ($lang)', (lang: LanguageContent) => {
  const indexFile = path.join(PUBLIC, 'content-index', `${lang.lang}.json`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as ContentIndex;
  const entries = [...Object.values(index.modules), ...Object.values(index.sections)].flat();

  it('lists files that exist with the recorded size and hash', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const file = path.join(PUBLIC, entry.path);
      expect(existsSync(file), entry.path).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.length, entry.path).toBe(entry.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), entry.path).toBe(entry.sha256);
    }
  });

  it('covers every asset the content refers to', () => {
    const listed = new Set(entries.map((e) => e.path));
    for (const asset of sectionAssetPaths(lang)) expect(listed.has(asset), asset).toBe(true);
  });

  it('lists every slide image and the English narration of each module', () => {
    for (const code of CODES) {
      const id = fullModuleId(code);
      const paths = index.modules[id].map((e) => e.path);
      for (let n = 1; n <= MODULES[code].slideCount; n++) {
        expect(paths).toContain(`/images/${lang.lang}/modules/${id}/slide-${n}.svg`);
        expect(paths).toContain(`/audio/en/modules/${id}/slide-${n}.mp3`);
      }
    }
  });
});
