import type { Lang } from '../../src/content/types';
import { FONT_FAMILY, PALETTE } from './palette';
import { textBlock } from './slide-svg';
import { fitText } from './text-measure';
import { escapeXml, normaliseSpace, roundSvgNumbers } from './xml';

export type IllustrationVariant = 'laptop' | 'tablet' | 'phone' | 'devices' | 'logo' | 'social' | 'profile' | 'header' | 'post' | 'card';

const RULES: [RegExp, IllustrationVariant][] = [
  [/logo|brand|wordmark/, 'logo'],
  [/social account|account/, 'social'],
  [/profile|avatar/, 'profile'],
  [/header|banner|cover/, 'header'],
  [/post|social|instagram|square|story/, 'post'],
  [/laptop|desktop|computer/, 'laptop'],
  [/tablet|ipad/, 'tablet'],
  [/phone|mobile/, 'phone'],
  [/device|mock|cluster|screen|website|demo|explore|\bapp\b/, 'devices'],
];

/** Chooses an illustration style from the asset's file name. */
export function illustrationVariant(path: string): IllustrationVariant {
  const name = (path.split('/').pop() ?? path)
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[-_]+/g, ' ');
  for (const [re, variant] of RULES) if (re.test(name)) return variant;
  return 'card';
}

/** Monochrome versions (e.g. logo-monochrome.svg) draw in the text colour only. */
export function isMonochrome(path: string): boolean {
  return /mono|black|grey|gray/i.test(path.split('/').pop() ?? '');
}

const VARIANT_SIZE: Readonly<Record<IllustrationVariant, readonly [number, number]>> = {
  laptop: [800, 500],
  tablet: [800, 500],
  phone: [800, 500],
  devices: [800, 500],
  logo: [600, 300],
  social: [900, 560],
  profile: [400, 400],
  header: [1500, 500],
  post: [1080, 1080],
  card: [800, 450],
};

export interface IllustrationInput {
  lang: Lang;
  variant: IllustrationVariant;
  /** Accessible name (alt text or link text). */
  title: string;
  /** Text drawn in the illustration; the first line is the headline. */
  lines: readonly string[];
  monochrome?: boolean;
}

const A = PALETTE;

/** Circular program mark: a rising path under a sun. */
function logoMark(cx: number, cy: number, r: number, color: string, on: string = A.onAccent): string {
  const s = r / 96;
  const f = (n: number): string => String(Math.round(n * 10) / 10);
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>` +
    `<path d="M${f(cx - 48 * s)} ${f(cy + 18 * s)}c${f(30 * s)} ${f(-70 * s)} ${f(66 * s)} ${f(-70 * s)} ${f(96 * s)} 0" fill="none" stroke="${on}" stroke-width="${f(16 * s)}" stroke-linecap="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy - 38 * s)}" r="${f(18 * s)}" fill="${on}"/>`
  );
}

/** Abstract program screen: header bar with mark, headline bar, progress card rows. */
function screenUi(x: number, y: number, w: number, h: number): string {
  const bar = Math.max(14, h * 0.13);
  const out = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${A.surface}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${bar}" fill="${A.accent}"/>`,
    logoMark(x + bar * 0.7, y + bar / 2, bar * 0.32, A.onAccent, A.accent),
    `<rect x="${x + w * 0.08}" y="${y + bar + h * 0.1}" width="${w * 0.55}" height="${h * 0.07}" rx="${h * 0.035}" fill="${A.text}"/>`,
  ];
  const rows = h > 160 ? 3 : 2;
  for (let i = 0; i < rows; i++) {
    const ry = y + bar + h * 0.28 + i * h * 0.19;
    out.push(`<rect x="${x + w * 0.08}" y="${ry}" width="${w * 0.84}" height="${h * 0.14}" rx="6" fill="${A.tint}"/>`);
    out.push(
      `<rect x="${x + w * 0.12}" y="${ry + h * 0.055}" width="${w * (0.5 - i * 0.1)}" height="${h * 0.03}" rx="${h * 0.015}" fill="${A.accent}"/>`,
    );
  }
  return out.join('');
}

function laptop(x: number, y: number, w: number): string {
  const h = w * 0.62;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.03}" fill="${A.text}"/>` +
    screenUi(x + w * 0.03, y + w * 0.03, w * 0.94, h - w * 0.06) +
    `<path d="M${x - w * 0.1} ${y + h + 4}h${w * 1.2}l${-w * 0.07} ${w * 0.06}H${x - w * 0.03}z" fill="${A.muted}"/>`
  );
}

function tablet(x: number, y: number, h: number): string {
  const w = h * 0.75;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.07}" fill="${A.text}"/>` +
    screenUi(x + w * 0.06, y + w * 0.08, w * 0.88, h - w * 0.16)
  );
}

function phone(x: number, y: number, h: number): string {
  const w = h * 0.5;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.14}" fill="${A.text}"/>` +
    screenUi(x + w * 0.07, y + w * 0.16, w * 0.86, h - w * 0.32)
  );
}

function caption(lines: readonly string[], cx: number, y: number, maxWidth: number, size: number): string {
  const text = lines.join(' — ');
  const fit = fitText(text, { maxWidth, maxLines: 2, sizes: [size, size * 0.85] });
  return textBlock(fit.lines, cx, y, fit.size, fit.size * 1.25, { anchor: 'middle', weight: 'bold' });
}

/** Headline + up to four supporting lines, centred on (cx, cy). */
function centredText(lines: readonly string[], cx: number, cy: number, maxWidth: number, sizes: readonly number[]): string {
  const [first = '', ...rest] = lines;
  const head = fitText(first, { maxWidth, maxLines: 3, sizes, weight: 'bold' });
  const subSize = Math.round(head.size * 0.55);
  const sub = rest.flatMap((l) => fitText(l, { maxWidth, maxLines: 2, sizes: [subSize] }).lines).slice(0, 4);
  const headH = head.lines.length * head.size * 1.2;
  const subH = sub.length ? sub.length * subSize * 1.35 + subSize : 0;
  let y = cy - (headH + subH) / 2 + head.size * 0.85;
  const out = [textBlock(head.lines, cx, y, head.size, head.size * 1.2, { weight: 'bold', anchor: 'middle' })];
  if (sub.length) {
    y += (head.lines.length - 1) * head.size * 1.2 + subSize * 1.9;
    out.push(textBlock(sub, cx, y, subSize, subSize * 1.35, { anchor: 'middle', fill: A.muted }));
  }
  return out.join('\n');
}

/** Simple flat illustration (device mock-ups, logo mark, social images, card) with the item's text. */
export function illustrationSvg({ lang, variant, title, lines, monochrome }: IllustrationInput): string {
  const text = lines.map(normaliseSpace).filter(Boolean);
  const label = normaliseSpace(title) || text[0] || '';
  if (text.length === 0) text.push(label);
  const [w, h] = VARIANT_SIZE[variant];
  const mark = monochrome ? A.text : A.accent;
  const p: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
      `role="img" aria-labelledby="t" xml:lang="${lang}" font-family="${FONT_FAMILY}" fill="${A.text}">` +
      `<title id="t">${escapeXml(label)}</title>`,
  ];
  switch (variant) {
    case 'laptop':
      p.push(`<rect width="${w}" height="${h}" fill="${A.tint}"/>`, laptop(170, 40, 460), caption(text, w / 2, 450, 700, 28));
      break;
    case 'tablet':
      p.push(`<rect width="${w}" height="${h}" fill="${A.tint}"/>`, tablet(260, 30, 370), caption(text, w / 2, 460, 700, 28));
      break;
    case 'phone':
      p.push(`<rect width="${w}" height="${h}" fill="${A.tint}"/>`, phone(315, 30, 340), caption(text, w / 2, 450, 700, 28));
      break;
    case 'devices':
      p.push(
        `<rect width="${w}" height="${h}" fill="${A.tint}"/>`,
        laptop(120, 40, 430),
        tablet(520, 110, 250),
        phone(660, 180, 200),
        caption(text, w / 2, 455, 720, 28),
      );
      break;
    case 'logo': {
      p.push(`<rect width="${w}" height="${h}" fill="${A.surface}"/>`, logoMark(150, 150, 96, mark));
      const head = fitText(text[0], { maxWidth: 300, maxLines: 2, sizes: [44, 38, 32], weight: 'bold' });
      const sub = text.slice(1).join(' — ');
      const lh = head.size * 1.15;
      const top = 150 - ((head.lines.length - 1) * lh) / 2 + (sub ? 0 : head.size * 0.35);
      p.push(textBlock(head.lines, 275, top, head.size, lh, { weight: 'bold', fill: monochrome ? A.text : A.accent }));
      if (sub) p.push(textBlock([sub], 275, top + (head.lines.length - 1) * lh + 40, 24, 24, { fill: A.muted }));
      break;
    }
    case 'social': {
      p.push(`<rect width="${w}" height="${h}" fill="${A.surface}"/>`);
      p.push(`<rect width="${w}" height="250" fill="${A.accent}"/>`);
      p.push(`<circle cx="${w - 120}" cy="60" r="150" fill="${A.onAccent}" fill-opacity="0.12"/>`);
      p.push(`<circle cx="160" cy="250" r="96" fill="${A.surface}"/>`, logoMark(160, 250, 84, A.accent));
      const head = fitText(text[0], { maxWidth: w - 340, maxLines: 2, sizes: [40, 34, 30], weight: 'bold' });
      p.push(textBlock(head.lines, 290, 310, head.size, head.size * 1.2, { weight: 'bold' }));
      const rest = text.slice(1);
      if (rest.length) p.push(textBlock(rest, 290, 310 + head.lines.length * head.size * 1.2 + 10, 26, 36, { fill: A.muted }));
      for (let i = 0; i < 3; i++) {
        p.push(`<rect x="60" y="${430 + i * 36}" width="${w - 120 - i * 140}" height="16" rx="8" fill="${A.tint}"/>`);
      }
      break;
    }
    case 'profile':
      p.push(`<rect width="${w}" height="${h}" fill="${A.accent}"/>`, `<circle cx="200" cy="200" r="170" fill="${A.surface}"/>`);
      p.push(logoMark(200, 150, 60, mark), centredText(text.slice(0, 1), 200, 270, 260, [34, 30, 26, 22]));
      break;
    case 'header':
      p.push(`<rect width="${w}" height="${h}" fill="${A.tint}"/>`);
      p.push(`<circle cx="1380" cy="80" r="260" fill="${A.accentSoft}"/>`, `<circle cx="120" cy="520" r="200" fill="${A.accentSoft}"/>`);
      p.push(`<rect x="0" y="${h - 24}" width="${w}" height="24" fill="${A.accent}"/>`);
      p.push(centredText(text, 750, 240, 1100, [72, 64, 56, 48]));
      break;
    case 'post':
      p.push(`<rect width="${w}" height="${h}" fill="${A.tint}"/>`);
      p.push(`<rect x="60" y="60" width="${w - 120}" height="${h - 120}" rx="40" fill="${A.surface}"/>`);
      p.push(logoMark(w / 2, 260, 90, mark), centredText(text, w / 2, h / 2 + 120, 820, [84, 72, 64, 56, 48]));
      break;
    case 'card':
      p.push(`<rect width="${w}" height="${h}" fill="${A.tint}"/>`);
      p.push(`<rect x="40" y="40" width="${w - 80}" height="${h - 80}" rx="24" fill="${A.surface}"/>`);
      p.push(`<rect x="40" y="40" width="16" height="${h - 80}" fill="${A.accent}"/>`);
      p.push(centredText(text, w / 2 + 8, h / 2, 620, [48, 42, 36, 30]));
      break;
  }
  p.push('</svg>');
  return roundSvgNumbers(p.join('\n') + '\n');
}
