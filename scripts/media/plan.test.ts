// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MODULES } from '../../src/content/catalogue';
import type { LanguageContent, ModuleCode, ModuleText, SectionContent } from '../../src/content/types';
import { MODULE_CODES, planModules } from './plan-modules';
import { planSections } from './plan-sections';
import { dedupeJobs } from './runner';
import { sectionItems } from './walk';

function moduleText(code: ModuleCode, lang: string): ModuleText {
  return {
    title: `${lang} module ${code}`,
    progressTitle: `m${code}`,
    slides: Array.from({ length: MODULES[code].slideCount }, (_, i) => ({
      title: `Slide ${i + 1}`,
      points: ['One', 'Two'],
      script: `Script ${code} ${i + 1}`,
      ...(MODULES[code].videoSlides.includes(i + 1) ? { videoCaption: `Caption ${i + 1}` } : {}),
    })),
    questions: [],
  };
}

function section(lang: 'en' | 'fr', id: 'implementation' | 'training' | 'promotional'): SectionContent {
  const video = {
    kind: 'video' as const,
    key: `${id}.Video` as const,
    title: 'Intro',
    srcMp4: `/videos/${lang}/${id}/intro.mp4`,
    srcWebm: `/videos/${lang}/${id}/intro.webm`,
    poster: `/images/${lang}/${id}/intro-poster.jpg`,
    captions: `/videos/${lang}/${id}/intro.vtt`,
    script: 'Hello there.',
  };
  const pdf = {
    kind: 'pdf' as const,
    key: `${id}.Guide` as const,
    title: 'Guide',
    imgSrc: `/images/${lang}/${id}/guide-thumb.jpg`,
    url: `/pdfs/${lang}/${id}/guide.pdf`,
    print: 'a4' as const,
    pages: [{ heading: 'H', lines: ['l'] }],
  };
  return {
    id,
    title: `${id} title`,
    blocks: [
      { id: 'videos', heading: 'Videos', items: [video] },
      {
        id: 'docs',
        heading: 'Docs',
        items: [
          { kind: 'link', key: `${id}.Link`, image: `/images/${lang}/${id}/explore.svg`, text: 'Explore', link: 'https://example.org' },
        ],
        groups: [
          { id: 'g', heading: 'G', items: [pdf, { ...pdf }] },
          {
            id: 'g2',
            heading: 'G2',
            items: [
              {
                kind: 'videoWithLink',
                key: `${id}.VWL`,
                video: {
                  ...video,
                  srcMp4: `/videos/${lang}/${id}/other.mp4`,
                  srcWebm: '',
                  poster: '',
                  captions: `/videos/${lang}/${id}/other.vtt`,
                },
                linkUrl: 'https://example.org',
                linkText: 'More',
              },
              {
                kind: 'presentation',
                key: `${id}.Deck`,
                title: 'Deck',
                image: { src: `/images/${lang}/${id}/deck-cover.jpg`, alt: 'Deck' },
                pdf: `/pdfs/${lang}/${id}/deck.pdf`,
                pages: [{ heading: 'Title', lines: [] }],
              },
              { kind: 'image', image: 'https://cdn.example.org/external.svg', alt: 'External', lines: [] },
            ],
          },
        ],
      },
    ],
  };
}

function content(lang: 'en' | 'fr'): LanguageContent {
  return {
    lang,
    modules: Object.fromEntries(MODULE_CODES.map((c) => [c, moduleText(c, lang)])) as Record<ModuleCode, ModuleText>,
    overview: {} as LanguageContent['overview'],
    sections: {
      implementation: section(lang, 'implementation'),
      training: section(lang, 'training'),
      promotional: section(lang, 'promotional'),
    },
  };
}

describe('planModules', () => {
  const en = content('en');
  const fr = content('fr');

  it('plans slide images, previews, English narration and flagged clips', () => {
    const plan = planModules(en, en, vi.fn());
    const ids = plan.jobs.map((j) => j.id);
    expect(ids).toContain('/images/en/modules/preview-1-implementation.svg');
    expect(ids).toContain('/images/en/modules/4/slide-21.svg');
    expect(ids).toContain('/audio/en/modules/6-training/slide-13.mp3');
    expect(plan.jobs.filter((j) => j.kind === 'narration')).toHaveLength(95);
    expect(plan.jobs.filter((j) => j.kind === 'clip')).toHaveLength(12);
    expect(plan.jobs.filter((j) => j.kind === 'poster').map((j) => j.id)).toEqual(['/images/en/modules/3/slide-6-poster.jpg']);
    const clip = plan.jobs.find((j) => j.id === '/videos/en/modules/5/slide-4.mp4')!;
    expect(clip.outputs).toEqual([
      '/videos/en/modules/5/slide-4.mp4',
      '/videos/en/modules/5/slide-4.webm',
      '/videos/en/modules/5/slide-4.vtt',
    ]);
  });

  it('lists the English audio in the French groups without planning French audio', () => {
    const plan = planModules(fr, en, vi.fn());
    expect(plan.jobs.some((j) => j.kind === 'narration')).toBe(false);
    expect(plan.modules['2']).toContain('/audio/en/modules/2/slide-1.mp3');
    expect(plan.modules['2']).toContain('/images/fr/modules/2/slide-7.svg');
    expect(plan.modules['3']).toContain('/images/fr/modules/3/slide-6-poster.jpg');
    expect(plan.modules['3']).toContain('/videos/fr/modules/3/slide-9.vtt');
    expect(plan.modules['1-implementation']).toContain('/images/fr/modules/preview-1-implementation.svg');
  });

  it('warns about slide-count mismatches and missing captions', () => {
    const broken = content('en');
    broken.modules['5'] = {
      ...broken.modules['5'],
      slides: broken.modules['5'].slides.slice(0, 4).map((s) => ({ ...s, videoCaption: undefined })),
    };
    const warn = vi.fn();
    planModules(broken, broken, warn);
    expect(warn.mock.calls.map((c) => c[0]).join('\n')).toMatch(/module 5 has 4 slides[\s\S]*no videoCaption/);
  });
});

describe('planSections', () => {
  it('walks blocks and groups, including videoWithLink', () => {
    const items = sectionItems(section('en', 'training'));
    expect(items.map((i) => i.kind)).toEqual(['video', 'link', 'pdf', 'pdf', 'videoWithLink', 'presentation', 'image']);
  });

  it('plans every local asset the items reference and groups them by section', () => {
    const plan = planSections(content('fr'), vi.fn());
    const jobs = dedupeJobs(plan.jobs, vi.fn());
    const outputs = jobs.flatMap((j) => j.outputs);
    expect(outputs).toContain('/videos/fr/training/intro.webm');
    expect(outputs).toContain('/images/fr/training/intro-poster.jpg');
    expect(outputs).toContain('/pdfs/fr/training/deck.pdf');
    expect(outputs).toContain('/images/fr/training/deck-cover.jpg');
    expect(outputs).toContain('/images/fr/training/guide-thumb.jpg');
    expect(outputs).toContain('/images/fr/training/explore.svg');
    expect(outputs).toContain('/videos/fr/training/other.vtt');
    expect(outputs.some((p) => p.startsWith('http'))).toBe(false);
    expect(jobs.filter((j) => j.id === '/pdfs/fr/training/guide.pdf')).toHaveLength(1);
    expect(plan.sections.promotional).toEqual([
      '/videos/fr/promotional/intro.mp4',
      '/videos/fr/promotional/intro.webm',
      '/videos/fr/promotional/intro.vtt',
      '/images/fr/promotional/intro-poster.jpg',
      '/images/fr/promotional/explore.svg',
      '/pdfs/fr/promotional/guide.pdf',
      '/images/fr/promotional/guide-thumb.jpg',
      '/videos/fr/promotional/other.mp4',
      '/videos/fr/promotional/other.vtt',
      '/pdfs/fr/promotional/deck.pdf',
      '/images/fr/promotional/deck-cover.jpg',
    ]);
  });
});
