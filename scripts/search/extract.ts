import { MODULES, RESOURCE_TYPES } from '../../src/content/catalogue';
import type { ContentItem, LanguageContent, ModuleCode, PdfPage, SectionId, TextItem, VideoItem } from '../../src/content/types';
import type { SearchDoc, SearchTarget } from '../../src/features/search/search-doc';

/** Plain text of the restricted markup text items may hold (a, strong, em, br). */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** One line per part: snippets show a line break as a separator (dialog/snippet.ts). */
const join = (parts: readonly (string | undefined)[]) => parts.filter(Boolean).join('\n');
const pagesText = (pages: readonly PdfPage[] | undefined) => join((pages ?? []).flatMap((p) => [p.heading, ...p.lines]));
const paragraphs = (item: TextItem) => join(item.paragraphs.map(plainText));

interface Place {
  section: SectionId;
  /** The DOM anchor of the block or group (SectionBlock: `{block}` or `{block}-{group}`). */
  anchor: string;
  where: string;
}

/** A video card's DOM id is the video's resource key (features/sections/items/VideoCard). */
const videoTarget = (video: VideoItem, { section }: Place): SearchTarget => ({
  to: 'video',
  section,
  anchor: video.key,
  media: [video.srcWebm, video.srcMp4],
});

/** One item of a section page as a search document. */
function itemDoc(item: ContentItem, at: Place): SearchDoc {
  const doc = (kind: SearchDoc['kind'], title: string, text: string, target: SearchTarget): SearchDoc => ({
    kind,
    title,
    where: at.where,
    text,
    target,
  });
  const { section, anchor } = at;
  switch (item.kind) {
    case 'pdf':
      return doc('pdf', item.title, pagesText(item.pages), { to: 'pdf', section, path: item.url, key: item.key });
    case 'presentation': {
      const deck = join([item.image.alt, pagesText(item.pages)]);
      return doc('presentation', item.title, deck, { to: 'pdf', section, path: item.pdf, key: item.key });
    }
    case 'video':
      return doc('video', item.title, item.script ?? '', videoTarget(item, at));
    case 'videoWithLink':
      return doc('videoWithLink', item.video.title, join([item.video.script, item.linkText]), videoTarget(item.video, at));
    case 'link':
      return doc('link', item.text, '', { to: 'external', section, url: item.link, key: item.key });
    case 'button':
      return doc('button', item.lines[0] ?? '', join(item.lines.slice(1)), { to: 'external', section, url: item.url, key: item.key });
    case 'image':
      return doc('image', item.lines[0] ?? item.alt, join([...item.lines.slice(1), item.alt]), {
        to: 'section',
        section,
        anchor,
        media: [item.image],
      });
    case 'text':
      return doc('text', at.where, paragraphs(item), { to: 'section', section, anchor });
    case 'hashtags':
      return doc('hashtags', at.where, item.tags.join(' '), { to: 'section', section, anchor });
    case 'placeholder':
      return doc('placeholder', item.title, item.text, { to: 'section', section, anchor });
  }
}

interface Group {
  heading: string;
  intro?: TextItem;
  items: ContentItem[];
}

function groupDocs(group: Group, at: Place): SearchDoc[] {
  const intro: SearchDoc[] = group.intro
    ? [
        {
          kind: 'intro',
          title: group.heading,
          where: at.where,
          text: paragraphs(group.intro),
          target: { to: 'section', section: at.section, anchor: at.anchor },
        },
      ]
    : [];
  return [...intro, ...group.items.map((item) => itemDoc(item, at))];
}

/** A section page's blocks in order, each followed by its groups (as SectionBlock draws them). */
function sectionDocs(content: LanguageContent, section: SectionId): SearchDoc[] {
  return content.sections[section].blocks.flatMap((block) => [
    ...groupDocs(block, { section, anchor: block.id, where: block.heading }),
    ...(block.groups ?? []).flatMap((group) =>
      groupDocs(group, { section, anchor: `${block.id}-${group.id}`, where: `${block.heading}: ${group.heading}` }),
    ),
  ]);
}

/** Every slide of every module once: title, key points, narration script and what its clip says. */
function slideDocs(content: LanguageContent): SearchDoc[] {
  return (Object.keys(MODULES) as ModuleCode[]).flatMap((code) => {
    const module = content.modules[code];
    return module.slides.map((slide, i) => ({
      kind: 'slide' as const,
      title: slide.title,
      where: module.title,
      text: join([...slide.points, slide.script, slide.videoCaption]),
      target: { to: 'slide' as const, code, n: i + 1 },
    }));
  });
}

function overviewDocs(content: LanguageContent): SearchDoc[] {
  return RESOURCE_TYPES.map((type) => {
    const o = content.overview[type];
    return {
      kind: 'overview' as const,
      title: '',
      where: content.sections[type].title,
      text: join([...o.courseOverview, o.expertiseLevel, ...o.objectives, o.knowledgeTests]),
      target: { to: 'overview' as const, section: type },
    };
  });
}

/**
 * Everything search finds in one language, from the content the media generator reads
 * (document pages and what videos say included). Quiz questions and answers are never read.
 */
export function searchDocs(content: LanguageContent): SearchDoc[] {
  const sections = (['implementation', 'training', 'promotional'] as const).flatMap((id) => sectionDocs(content, id));
  return [...sections, ...slideDocs(content), ...overviewDocs(content)];
}
