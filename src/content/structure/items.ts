import type { PrintSize, ResourceKey, ResourceType } from '../types';
import type { BlockSpec, ItemSpec } from './spec';

/*
 * Builders for the items and blocks the section structures repeat. Each keeps its literal
 * ids, so the texts stay typed by the structure (../texts.ts).
 */

export const video = <const I extends string>(id: I, key: ResourceKey) => ({ kind: 'video', id, key }) as const;

export const presentation = <const I extends string>(id: I, key: ResourceKey) => ({ kind: 'presentation', id, key }) as const;

/** A PDF; most are A4. */
export const pdf = <const I extends string>(id: I, key: ResourceKey, print: PrintSize = 'a4') => ({ kind: 'pdf', id, key, print }) as const;

/** A PDF the user can fill in before printing. */
export const editablePdf = <const I extends string>(id: I, key: ResourceKey, print: PrintSize = 'a4') =>
  ({ ...pdf(id, key, print), editable: true }) as const;

/** Numbered versions of one PDF: ids `{prefix}-version-{n}`, keys `{key}Version{n}`. */
export const pdfVersions = <const P extends string, const N extends number>(
  prefix: P,
  key: ResourceKey,
  print: PrintSize,
  numbers: readonly N[],
) => numbers.map((n) => pdf(`${prefix}-version-${n}` as `${P}-version-${N}`, `${key}Version${n}` as ResourceKey, print));

/** Items that are nothing but their id (an image, a placeholder), in order. */
export const plain = <const K extends 'image' | 'placeholder', const I extends readonly string[]>(kind: K, ...ids: I) =>
  ids.map((id) => ({ kind, id })) as { -readonly [N in keyof I]: { readonly kind: K; readonly id: I[N] } };

const HTML_TEXT = { kind: 'text', id: 'text', withHtml: true } as const;

/** The page's opening paragraphs. */
export const overviewBlock = { id: 'overview', items: [HTML_TEXT] } as const;

const exploreBlock = (resourceType: ResourceType) =>
  ({
    id: 'explore',
    items: [
      HTML_TEXT,
      { kind: 'link', id: 'explore-program', key: `${resourceType}.ExploreProgram`, url: 'https://program.example.org/explore' },
    ],
  }) as const;

const researchBlock = (resourceType: ResourceType) =>
  ({
    id: 'research',
    intro: true,
    items: [
      {
        kind: 'button',
        id: 'research-evidence',
        key: `${resourceType}.ResearchEvidence`,
        url: 'https://research.example.org/online-program-evidence',
      },
    ],
  }) as const;

/**
 * The implementation and training pages are laid out alike: overview, video tutorials, the link
 * to the program's site, the module cards, presentations, then the section's own blocks, and
 * last the research evidence.
 */
export const courseBlocks = <
  const V extends readonly ItemSpec[],
  const P extends readonly ItemSpec[],
  const B extends readonly BlockSpec[],
>(
  resourceType: ResourceType,
  parts: { videos: V; presentations: P; own: B },
) =>
  [
    overviewBlock,
    { id: 'video-tutorials', items: parts.videos },
    exploreBlock(resourceType),
    { id: 'modules', intro: true, items: [] },
    { id: 'presentations', intro: true, items: parts.presentations },
    ...parts.own,
    researchBlock(resourceType),
  ] as const;
