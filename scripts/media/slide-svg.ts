import type { Lang, SlideText } from '../../src/content/types';
import { FONT_FAMILY, PALETTE } from './palette';
import { fitText, type Weight } from './text-measure';
import { escapeXml, normaliseSpace } from './xml';

const SLIDE_W = 1280;
const SLIDE_H = 720;
const MARGIN_X = 80;
const CONTENT_W = SLIDE_W - 2 * MARGIN_X;

const r = (n: number): string => String(Math.round(n * 10) / 10);

/** One <text> element with one <tspan> per line. */
export function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  attrs: { weight?: Weight; fill?: string; anchor?: 'start' | 'middle' | 'end' } = {},
): string {
  const extra = [
    `font-size="${r(size)}"`,
    attrs.weight === 'bold' ? 'font-weight="700"' : '',
    attrs.fill ? `fill="${attrs.fill}"` : '',
    attrs.anchor && attrs.anchor !== 'start' ? `text-anchor="${attrs.anchor}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = lines
    .map((line, i) => `<tspan x="${r(x)}" ${i === 0 ? `y="${r(y)}"` : `dy="${r(lineHeight)}"`}>${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${extra}>${spans}</text>`;
}

function svgOpen(w: number, h: number, lang: Lang, title: string, desc: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    `role="img" aria-labelledby="t d" xml:lang="${lang}" font-family="${FONT_FAMILY}" fill="${PALETTE.text}">` +
    `<title id="t">${escapeXml(title)}</title><desc id="d">${escapeXml(desc)}</desc>`
  );
}

export interface SlideSvgInput {
  lang: Lang;
  moduleTitle: string;
  slide: Pick<SlideText, 'title' | 'points'>;
  /** 1-based slide number. */
  n: number;
  total: number;
}

const BULLET_SIZES = [34, 31, 28, 25, 22] as const;
const BULLETS_TOP_GAP = 40;
const BULLETS_BOTTOM = 636;

interface BulletLayout {
  size: number;
  blocks: string[][];
  height: number;
}

function layoutBullets(points: readonly string[], available: number): BulletLayout {
  let layout: BulletLayout | undefined;
  for (const size of BULLET_SIZES) {
    const blocks = points.map((p) => fitText(normaliseSpace(p), { maxWidth: CONTENT_W - 50, maxLines: 3, sizes: [size] }).lines);
    const lineH = size * 1.3;
    const gap = size * 0.6;
    const height = blocks.reduce((sum, b) => sum + b.length * lineH, 0) + gap * Math.max(0, blocks.length - 1);
    layout = { size, blocks, height };
    if (height <= available) break;
  }
  return layout!;
}

/** Slide image (1280×720): module title, slide title, key points, "n / total". */
export function slideSvg({ lang, moduleTitle, slide, n, total }: SlideSvgInput): string {
  const title = normaliseSpace(slide.title);
  const points = slide.points.map(normaliseSpace).filter(Boolean);
  const parts: string[] = [];
  parts.push(svgOpen(SLIDE_W, SLIDE_H, lang, `${title} — ${normaliseSpace(moduleTitle)} (${n} / ${total})`, points.join('; ')));
  parts.push(`<rect width="${SLIDE_W}" height="${SLIDE_H}" fill="${PALETTE.background}"/>`);
  parts.push(`<rect width="16" height="${SLIDE_H}" fill="${PALETTE.accent}"/>`);
  parts.push(`<circle cx="${SLIDE_W - 20}" cy="${SLIDE_H - 10}" r="150" fill="${PALETTE.tint}"/>`);

  const mod = fitText(normaliseSpace(moduleTitle), { maxWidth: CONTENT_W, maxLines: 1, sizes: [26, 22] });
  parts.push(textBlock(mod.lines, MARGIN_X, 70, mod.size, mod.size * 1.2, { fill: PALETTE.muted }));
  parts.push(`<rect x="${MARGIN_X}" y="90" width="${CONTENT_W}" height="3" fill="${PALETTE.accentSoft}"/>`);

  const head = fitText(title, { maxWidth: CONTENT_W, maxLines: 2, sizes: [54, 48, 42, 38], weight: 'bold' });
  const headTop = 160;
  const headLineH = head.size * 1.2;
  parts.push(textBlock(head.lines, MARGIN_X, headTop, head.size, headLineH, { weight: 'bold' }));

  const bulletsTop = headTop + (head.lines.length - 1) * headLineH + BULLETS_TOP_GAP;
  const bullets = layoutBullets(points, BULLETS_BOTTOM - bulletsTop);
  const lineH = bullets.size * 1.3;
  let y = bulletsTop + bullets.size;
  for (const block of bullets.blocks) {
    parts.push(`<circle cx="${MARGIN_X + 14}" cy="${r(y - bullets.size * 0.34)}" r="${r(bullets.size * 0.2)}" fill="${PALETTE.accent}"/>`);
    parts.push(textBlock(block, MARGIN_X + 50, y, bullets.size, lineH));
    y += block.length * lineH + bullets.size * 0.6;
  }

  // Footer: progress track and slide number.
  const trackW = CONTENT_W - 160;
  parts.push(`<rect x="${MARGIN_X}" y="672" width="${trackW}" height="6" rx="3" fill="${PALETTE.accentSoft}"/>`);
  parts.push(`<rect x="${MARGIN_X}" y="672" width="${r((trackW * n) / Math.max(1, total))}" height="6" rx="3" fill="${PALETTE.accent}"/>`);
  parts.push(textBlock([`${n} / ${total}`], SLIDE_W - MARGIN_X, 684, 26, 26, { fill: PALETTE.muted, anchor: 'end', weight: 'bold' }));
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

const SLIDES_WORD: Record<Lang, [string, string]> = {
  en: ['slide', 'slides'],
  fr: ['diapositive', 'diapositives'],
};

export interface PreviewSvgInput {
  lang: Lang;
  title: string;
  slideCount: number;
}

/** Module preview card (640×360): title and slide count over a stacked-slides motif. */
export function previewSvg({ lang, title, slideCount }: PreviewSvgInput): string {
  const W = 640;
  const H = 360;
  const clean = normaliseSpace(title);
  const count = `${slideCount} ${SLIDES_WORD[lang][slideCount === 1 ? 0 : 1]}`;
  const head = fitText(clean, { maxWidth: 400, maxLines: 4, sizes: [40, 34, 30, 26], weight: 'bold' });
  const lineH = head.size * 1.2;
  const blockH = head.lines.length * lineH + 48;
  const top = (H - blockH) / 2 + head.size;
  return (
    [
      svgOpen(W, H, lang, clean, count),
      `<rect width="${W}" height="${H}" fill="${PALETTE.background}"/>`,
      `<rect width="12" height="${H}" fill="${PALETTE.accent}"/>`,
      `<rect x="486" y="104" width="120" height="150" rx="10" fill="${PALETTE.accentSoft}"/>`,
      `<rect x="474" y="118" width="120" height="150" rx="10" fill="${PALETTE.tint}" stroke="${PALETTE.accentSoft}" stroke-width="2"/>`,
      `<rect x="462" y="132" width="120" height="150" rx="10" fill="${PALETTE.surface}" stroke="${PALETTE.accent}" stroke-width="3"/>`,
      `<rect x="480" y="156" width="84" height="10" rx="5" fill="${PALETTE.accent}"/>`,
      `<rect x="480" y="184" width="70" height="8" rx="4" fill="${PALETTE.accentSoft}"/>`,
      `<rect x="480" y="204" width="76" height="8" rx="4" fill="${PALETTE.accentSoft}"/>`,
      `<rect x="480" y="224" width="60" height="8" rx="4" fill="${PALETTE.accentSoft}"/>`,
      textBlock(head.lines, 44, top, head.size, lineH, { weight: 'bold' }),
      textBlock([count], 44, top + (head.lines.length - 1) * lineH + 48, 24, 24, { fill: PALETTE.muted }),
      '</svg>',
    ].join('\n') + '\n'
  );
}
