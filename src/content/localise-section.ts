import { sectionAssetPath } from './assets';
import type { GroupSpec, ItemSpec, SectionSpec } from './structure/spec';
import type { ItemTextsOf, Paragraphs } from './texts';
import type { ContentItem, Lang, PdfPage, SectionBlock, SectionContent, TextItem, VideoItem } from './types';

/** Where a section's assets are (spec §3: by language and section); its media texts if wanted. */
interface Context {
  path: (kind: 'images' | 'videos' | 'pdfs', file: string) => string;
  /** Document pages and what videos say, by item id: only the media generator passes these. */
  media?: Readonly<Record<string, unknown>>;
}

type Localise<K extends ItemSpec['kind']> = (
  spec: Extract<ItemSpec, { kind: K }>,
  texts: ItemTextsOf<Extract<ItemSpec, { kind: K }>>,
  c: Context,
) => ContentItem;

const video = (spec: { id: string }, key: VideoItem['key'], title: string, c: Context): VideoItem => {
  const script = c.media?.[spec.id] as string | undefined;
  return {
    kind: 'video',
    key,
    title,
    srcMp4: c.path('videos', `${spec.id}.mp4`),
    srcWebm: c.path('videos', `${spec.id}.webm`),
    poster: c.path('images', `${spec.id}-poster.jpg`),
    captions: c.path('videos', `${spec.id}.vtt`),
    ...(script === undefined ? {} : { script }),
  };
};

const pages = (spec: { id: string }, c: Context): { pages?: PdfPage[] } => (c.media ? { pages: c.media[spec.id] as PdfPage[] } : {});

/** How each kind of item joins its structure (keys, asset names, flags, URLs) with its texts. */
const ITEMS: { [K in ItemSpec['kind']]: Localise<K> } = {
  text: (spec, paragraphs) => ({ kind: 'text', ...(spec.withHtml ? { withHtml: true } : {}), paragraphs }),
  video: (spec, t, c) => video(spec, spec.key, t.title, c),
  presentation: (spec, t, c) => ({
    kind: 'presentation',
    key: spec.key,
    title: t.title,
    image: { src: c.path('images', `${spec.id}-cover.jpg`), alt: t.alt },
    pdf: c.path('pdfs', `${spec.id}.pdf`),
    ...pages(spec, c),
  }),
  pdf: (spec, t, c) => ({
    kind: 'pdf',
    key: spec.key,
    title: t.title,
    imgSrc: c.path('images', `${spec.id}-thumb.jpg`),
    url: c.path('pdfs', `${spec.id}.pdf`),
    print: spec.print,
    ...(spec.editable ? { editable: true } : {}),
    ...pages(spec, c),
  }),
  link: (spec, t, c) => ({ kind: 'link', key: spec.key, image: c.path('images', `${spec.id}.svg`), text: t.text, link: spec.url }),
  image: (spec, t, c) => ({ kind: 'image', image: c.path('images', `${spec.id}.svg`), alt: t.alt, lines: t.lines }),
  videoWithLink: (spec, t, c) => ({
    kind: 'videoWithLink',
    key: spec.key,
    video: video(spec, spec.videoKey, t.title, c),
    linkUrl: spec.url,
    linkText: t.linkText,
  }),
  button: (spec, t) => ({ kind: 'button', key: spec.key, lines: t.lines, url: spec.url }),
  hashtags: (_spec, tags) => ({ kind: 'hashtags', tags }),
  placeholder: (_spec, t) => ({ kind: 'placeholder', title: t.title, text: t.text }),
};

/** A group's or block's texts, loosely typed: ./texts.ts types them exactly per section. */
interface GroupTexts {
  heading: string;
  intro?: Paragraphs;
  items?: Readonly<Record<string, unknown>>;
  groups?: Readonly<Record<string, GroupTexts>>;
}

const intro = (paragraphs: Paragraphs | undefined): { intro?: TextItem } => (paragraphs ? { intro: { kind: 'text', paragraphs } } : {});

function items(specs: readonly ItemSpec[], texts: GroupTexts, c: Context): ContentItem[] {
  const localise = ITEMS as Record<ItemSpec['kind'], (spec: ItemSpec, texts: unknown, c: Context) => ContentItem>;
  return specs.map((spec) => localise[spec.kind](spec, texts.items?.[spec.id], c));
}

function block(spec: GroupSpec & { groups?: readonly GroupSpec[] }, texts: GroupTexts, c: Context): SectionBlock {
  const groups = spec.groups?.map((group) => {
    const groupTexts = texts.groups![group.id];
    return { id: group.id, heading: groupTexts.heading, ...intro(groupTexts.intro), items: items(group.items, groupTexts, c) };
  });
  return { id: spec.id, heading: texts.heading, ...intro(texts.intro), ...(groups ? { groups } : {}), items: items(spec.items, texts, c) };
}

/** A section page in one language: its structure with that language's texts and asset paths. */
export function localiseSection(
  lang: Lang,
  spec: SectionSpec,
  texts: { title: string; blocks: Readonly<Record<string, GroupTexts>> },
  media?: Readonly<Record<string, unknown>>,
): SectionContent {
  const c: Context = { path: (kind, file) => sectionAssetPath(kind, lang, spec.id, file), media };
  return { id: spec.id, title: texts.title, blocks: spec.blocks.map((s) => block(s, texts.blocks[s.id], c)) };
}
