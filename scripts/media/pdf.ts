import { readFileSync } from 'node:fs';
import { AcroFormTextField, jsPDF } from 'jspdf';
import type { Lang, PdfPage, PrintSize } from '../../src/content/types';
import { FIXED_DATE, FONTS } from './config';
import { sha256 } from './hash';
import { PALETTE, rgb } from './palette';
import { normaliseSpace } from './xml';

/** Page sizes in mm (spec §9; decks are 16:9 at 254 mm wide). */
export const PAGE_SIZES: Readonly<Record<PrintSize, readonly [number, number]>> = {
  a4: [210, 297],
  p2: [430, 560],
  p5: [140, 210],
  p4: [215, 280],
  'p4-part': [210, 297],
  slides: [254, 142.875],
};

export type PdfLayout = 'document' | 'certificate' | 'leaflet' | 'poster' | 'deck';

export interface PdfSpec {
  lang: Lang;
  title: string;
  print: PrintSize;
  pages: readonly PdfPage[];
  /** Placeholders like "[Type the date]" become fillable form fields. */
  editable?: boolean;
  /** Presentation decks style their first page as a title slide. */
  titleSlide?: boolean;
}

export function pdfLayout(spec: Pick<PdfSpec, 'print' | 'title' | 'pages'>): PdfLayout {
  switch (spec.print) {
    case 'slides':
      return 'deck';
    case 'p2':
      return 'poster';
    case 'p5':
    case 'p4':
    case 'p4-part':
      return 'leaflet';
    default:
      return /certifica/i.test(spec.title) || /certifica/i.test(spec.pages[0]?.heading ?? '') ? 'certificate' : 'document';
  }
}

const PT = 25.4 / 72; // mm per point
const PLACEHOLDER = /(\[[^\]]+\])/;

let fontCache: { regular: string; bold: string } | undefined;
function fonts(): { regular: string; bold: string } {
  fontCache ??= {
    regular: readFileSync(FONTS.regular).toString('binary'),
    bold: readFileSync(FONTS.bold).toString('binary'),
  };
  return fontCache;
}

interface Style {
  margin: number;
  heading: number;
  body: number;
  /** Space after each body paragraph, in body line heights. */
  gap: number;
  bullets: boolean;
  align: 'left' | 'center';
}

function styleFor(layout: PdfLayout, width: number): Style {
  const k = width / 210;
  switch (layout) {
    case 'deck':
      return { margin: 18, heading: 26, body: 16, gap: 0.45, bullets: true, align: 'left' };
    case 'poster':
      return { margin: 30, heading: 88, body: 30, gap: 0.6, bullets: true, align: 'left' };
    case 'leaflet':
      return { margin: 16 * k, heading: 34 * k, body: 14.5 * k, gap: 0.55, bullets: true, align: 'left' };
    case 'certificate':
      return { margin: 25, heading: 30, body: 15, gap: 1.1, bullets: false, align: 'center' };
    default:
      return { margin: 20, heading: 16, body: 11.5, gap: 0.5, bullets: true, align: 'left' };
  }
}

/** Renders the item as a typeset PDF (Open Sans embedded and subset), byte-reproducible. */
export function renderPdf(spec: PdfSpec): Uint8Array {
  const [w, h] = PAGE_SIZES[spec.print];
  const layout = pdfLayout(spec);
  const doc = new jsPDF({ unit: 'mm', format: [w, h], orientation: w > h ? 'landscape' : 'portrait', compress: true });
  const f = fonts();
  doc.addFileToVFS('OpenSans-Regular.ttf', f.regular);
  doc.addFileToVFS('OpenSans-Bold.ttf', f.bold);
  doc.addFont('OpenSans-Regular.ttf', 'OpenSans', 'normal');
  doc.addFont('OpenSans-Bold.ttf', 'OpenSans', 'bold');
  doc.setProperties({ title: normaliseSpace(spec.title), creator: 'scripts/media', subject: '', author: '', keywords: '' });
  doc.setLanguage(spec.lang);
  doc.setCreationDate(FIXED_DATE);
  doc.setFileId(sha256(JSON.stringify(spec)).slice(0, 32).toUpperCase());

  const ctx = new Painter(doc, spec, layout, w, h);
  const pages = spec.pages.length ? spec.pages : [{ heading: spec.title, lines: [] }];
  pages.forEach((page, i) => ctx.page(page, i));
  ctx.finish();
  return new Uint8Array(doc.output('arraybuffer'));
}

class Painter {
  private readonly style: Style;
  private pageCount = 0;
  private fieldCount = 0;

  constructor(
    private readonly doc: jsPDF,
    private readonly spec: PdfSpec,
    private readonly layout: PdfLayout,
    private readonly w: number,
    private readonly h: number,
  ) {
    this.style = styleFor(layout, w);
  }

  private fill(hex: string): void {
    this.doc.setFillColor(...rgb(hex));
  }

  private color(hex: string): void {
    this.doc.setTextColor(...rgb(hex));
  }

  private newPage(first: boolean, titleSlide: boolean): { top: number; bottom: number } {
    const { doc, w, h } = this;
    if (this.pageCount > 0) doc.addPage([w, h], w > h ? 'landscape' : 'portrait');
    this.pageCount++;
    const m = this.style.margin;
    const A = PALETTE;
    switch (this.layout) {
      case 'deck':
        this.fill(titleSlide ? A.tint : A.background);
        doc.rect(0, 0, w, h, 'F');
        this.fill(A.accent);
        doc.rect(0, 0, 5, h, 'F');
        return { top: titleSlide ? 40 : m, bottom: h - 14 };
      case 'poster':
        this.fill(A.tint);
        doc.rect(0, 0, w, h, 'F');
        this.fill(A.accent);
        doc.rect(0, 0, w, 22, 'F');
        doc.rect(0, h - 40, w, 40, 'F');
        this.fill(A.surface);
        doc.roundedRect(m, 40, w - 2 * m, h - 100, 8, 8, 'F');
        return { top: 40 + m, bottom: h - 60 - m * 0.5 };
      case 'leaflet': {
        const full = this.spec.print !== 'p4-part';
        this.fill(full ? A.tint : A.surface);
        doc.rect(0, 0, w, h, 'F');
        this.fill(A.accent);
        doc.rect(0, 0, w, m * 0.6, 'F');
        doc.rect(0, h - m * 0.6, w, m * 0.6, 'F');
        return { top: m * 1.6, bottom: h - m * 1.4 };
      }
      case 'certificate':
        this.doc.setDrawColor(...rgb(A.accent));
        doc.setLineWidth(2);
        doc.rect(10, 10, w - 20, h - 20, 'S');
        doc.setDrawColor(...rgb(A.accentSoft));
        doc.setLineWidth(0.8);
        doc.rect(15, 15, w - 30, h - 30, 'S');
        return { top: h * 0.28, bottom: h - 40 };
      default: {
        if (!first) {
          doc.setFont('OpenSans', 'normal');
          doc.setFontSize(8.5);
          this.color(A.muted);
          doc.text(normaliseSpace(this.spec.title), m, 13);
          this.fill(A.accentSoft);
          doc.rect(m, 15.5, w - 2 * m, 0.5, 'F');
          return { top: 28, bottom: h - 20 };
        }
        this.fill(A.accent);
        doc.rect(0, 0, w, 34, 'F');
        doc.setFont('OpenSans', 'bold');
        doc.setFontSize(22);
        this.color(A.onAccent);
        const lines = doc.splitTextToSize(normaliseSpace(this.spec.title), w - 2 * m) as string[];
        doc.text(lines.slice(0, 2), m, lines.length > 1 ? 15 : 21, { lineHeightFactor: 1.15 });
        return { top: 50, bottom: h - 20 };
      }
    }
  }

  /** One content page (continued onto further pages if it cannot fit even when shrunk). */
  page(page: PdfPage, index: number): void {
    const { doc, style } = this;
    const titleSlide = this.layout === 'deck' && index === 0 && !!this.spec.titleSlide;
    const heading = normaliseSpace(page.heading);
    const lines = page.lines.map(normaliseSpace).filter(Boolean);
    let frame = this.newPage(index === 0, titleSlide);
    const m = style.margin;
    const textW = this.layout === 'poster' ? this.w - 4 * m : this.w - 2 * m - (this.layout === 'deck' ? 4 : 0);
    const x0 = this.layout === 'poster' ? 2 * m : m + (this.layout === 'deck' ? 4 : 0);

    // Shrink to fit (down to 70 %), then paginate what is left.
    let scale = titleSlide ? 1.25 : 1;
    let measured = this.measure(heading, lines, textW, scale);
    const room = frame.bottom - frame.top;
    while (measured.height > room && scale > 0.72) {
      scale -= 0.06;
      measured = this.measure(heading, lines, textW, scale);
    }
    // Posters and leaflets grow into spare room (up to 135 %).
    if (this.layout === 'poster' || this.layout === 'leaflet') {
      while (scale < 1.35) {
        const bigger = this.measure(heading, lines, textW, scale + 0.05);
        if (bigger.height > room * 0.85) break;
        scale += 0.05;
        measured = bigger;
      }
    }
    const hSize = style.heading * scale;
    const bSize = style.body * (titleSlide ? 1 : scale);
    const hLine = hSize * PT * 1.2;
    const bLine = bSize * PT * 1.4;
    const cx = this.w / 2;

    let y = frame.top + hSize * PT;
    doc.setFont('OpenSans', 'bold');
    doc.setFontSize(hSize);
    this.color(this.layout === 'certificate' ? PALETTE.accent : PALETTE.text);
    for (const line of measured.heading) {
      doc.text(line, style.align === 'center' ? cx : x0, y, { align: style.align });
      y += hLine;
    }
    y += hLine * (this.layout === 'certificate' ? 1.2 : 0.45);
    if (this.layout !== 'certificate') {
      this.fill(PALETTE.accent);
      doc.rect(x0, y - hLine * 0.55, Math.min(textW, 30 * (this.w / 210)), hSize * PT * 0.12, 'F');
      y += bLine * 0.4;
    }

    doc.setFont('OpenSans', 'normal');
    doc.setFontSize(bSize);
    for (const para of measured.paragraphs) {
      const needed = para.lines.length * bLine;
      if (y + needed - bLine > frame.bottom) {
        frame = this.newPage(false, false);
        y = frame.top + bSize * PT;
        doc.setFont('OpenSans', 'normal');
        doc.setFontSize(bSize);
      }
      if (this.spec.editable && PLACEHOLDER.test(para.text)) {
        this.placeholderLine(para.text, x0, y, textW, bSize, style.align);
        y += bLine * (1 + style.gap) + bSize * PT * 1.2;
        continue;
      }
      this.color(titleSlide ? PALETTE.muted : PALETTE.text);
      if (style.bullets && !titleSlide) {
        this.fill(PALETTE.accent);
        const r = bSize * PT * 0.17;
        doc.circle(x0 + r, y - bSize * PT * 0.33, r, 'F');
      }
      const indent = style.bullets && !titleSlide ? bSize * PT * 1.1 : 0;
      for (const line of para.lines) {
        doc.text(line, style.align === 'center' ? cx : x0 + indent, y, { align: style.align });
        y += bLine;
      }
      y += bLine * style.gap;
    }
  }

  private measure(
    heading: string,
    lines: readonly string[],
    textW: number,
    scale: number,
  ): { height: number; heading: string[]; paragraphs: { text: string; lines: string[] }[] } {
    const { doc, style } = this;
    const hSize = style.heading * scale;
    const bSize = style.body * scale;
    doc.setFont('OpenSans', 'bold');
    doc.setFontSize(hSize);
    const head = doc.splitTextToSize(heading, textW) as string[];
    doc.setFont('OpenSans', 'normal');
    doc.setFontSize(bSize);
    const indent = style.bullets ? bSize * PT * 1.1 : 0;
    const paragraphs = lines.map((text) => ({ text, lines: doc.splitTextToSize(text, textW - indent) as string[] }));
    const bLine = bSize * PT * 1.4;
    const height =
      head.length * hSize * PT * 1.2 +
      hSize * PT * 1.2 +
      paragraphs.reduce((sum, p) => sum + p.lines.length * bLine + bLine * style.gap, 0);
    return { height, heading: head, paragraphs };
  }

  /** A line with "[placeholder]" parts: text runs plus fillable fields, hint printed beneath each field. */
  private placeholderLine(text: string, x0: number, y: number, textW: number, size: number, align: 'left' | 'center'): void {
    const { doc } = this;
    const parts = text.split(PLACEHOLDER).filter(Boolean);
    const lineH = size * PT * 1.5;
    const alone = parts.length === 1;
    const widthOf = (part: string): number =>
      !PLACEHOLDER.test(part) ? doc.getTextWidth(part) : alone ? textW * 0.8 : Math.max(doc.getTextWidth(part) + 6, 40);
    const total = Math.min(
      textW,
      parts.reduce((sum, p) => sum + widthOf(p), 0),
    );
    let x = align === 'center' ? this.w / 2 - total / 2 : x0;
    for (const part of parts) {
      const pw = widthOf(part);
      if (!PLACEHOLDER.test(part)) {
        this.color(PALETTE.text);
        doc.setFontSize(size);
        doc.text(part, x, y);
        x += pw;
        continue;
      }
      const top = y - size * PT * 1.05;
      this.fill(PALETTE.tint);
      doc.rect(x, top, pw, lineH, 'F');
      doc.setDrawColor(...rgb(PALETTE.accent));
      doc.setLineWidth(0.3);
      doc.line(x, top + lineH, x + pw, top + lineH);
      const hint = part.slice(1, -1);
      doc.setFontSize(size * 0.6);
      this.color(PALETTE.muted);
      doc.text(hint, x + pw / 2, top + lineH + size * PT * 0.75, { align: 'center' });
      doc.setFontSize(size);
      const field = new AcroFormTextField();
      field.fieldName = `field${++this.fieldCount}`;
      field.x = x;
      field.y = top;
      field.width = pw;
      field.height = lineH;
      field.fontSize = Math.round(size * 0.8);
      field.value = '';
      doc.addField(field);
      x += pw;
    }
  }

  /** Footers once the page count is known. */
  finish(): void {
    const { doc, w, h } = this;
    const total = doc.getNumberOfPages();
    if (this.layout !== 'document' && this.layout !== 'deck') return;
    for (let i = 1; i <= total; i++) {
      doc.setPage(i);
      doc.setFont('OpenSans', 'normal');
      doc.setFontSize(8);
      this.color(PALETTE.muted);
      const y = h - (this.layout === 'deck' ? 6 : 10);
      const m = this.layout === 'deck' ? 22 : this.style.margin;
      if (this.layout === 'deck') doc.text(normaliseSpace(this.spec.title), m, y);
      doc.text(`${i} / ${total}`, w - this.style.margin, y, { align: 'right' });
    }
  }
}
