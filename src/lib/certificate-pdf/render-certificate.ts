import type { jsPDF as JsPdf } from 'jspdf';
import type { Lang, ResourceType } from '@/content/types';

export interface CertificateInput {
  resourceType: ResourceType;
  name: string;
  date: Date;
  lang: Lang;
}

const AUDIENCE: Record<Lang, Record<ResourceType, string>> = {
  en: { implementation: 'Organizational Lead', training: 'Operational Staff' },
  fr: { implementation: 'Responsable organisationnel', training: 'Personnel opérationnel' },
};

const TEXT = {
  en: {
    title: 'Certificate of Achievement',
    awarded: 'This certificate is awarded to',
    anonymous: 'a toolkit learner',
    body: 'for completing all seven modules and knowledge tests of the e-learning course',
    course: 'Online Program Operational Toolkit',
    dateLabel: 'Date of completion',
  },
  fr: {
    title: 'Certificat de réussite',
    awarded: 'Ce certificat est décerné à',
    anonymous: 'un·e apprenant·e de la trousse',
    body: 'pour avoir terminé les sept modules et les tests de connaissances du cours en ligne',
    course: 'Trousse opérationnelle du programme en ligne',
    dateLabel: 'Date de réussite',
  },
} as const;

/** File names the spec fixes per resource type (saved with .pdf). */
export const CERTIFICATE_FILE_NAMES: Record<ResourceType, string> = {
  implementation: 'Certificate Organizational Lead',
  training: 'Certificate Operational Staff',
};

const FONT = 'OpenSans';
const PAGE = { width: 297, height: 210, centre: 148.5 };
const COLOURS = { primary: [11, 79, 108], accent: [20, 107, 82], text: [40, 40, 40] } as const;
/** Longest name box: it wraps, then shrinks, so any name fits on the page. */
const NAME = { maxWidth: 230, maxLines: 3, sizes: [30, 26, 22, 18, 15] } as const;

/** The program is Canadian: dates and the document's language are the language's Canadian form. */
const canadian = (lang: Lang) => `${lang}-CA` as const;

export function formatCertificateDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(canadian(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** Open Sans (Latin, Greek, Cyrillic): the standard PDF fonts cannot draw non-Latin names. */
async function loadDocument(): Promise<JsPdf> {
  const [{ jsPDF }, font] = await Promise.all([import('jspdf'), import('./certificate-font')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS('OpenSans-Regular.ttf', font.OPEN_SANS_REGULAR);
  doc.addFont('OpenSans-Regular.ttf', FONT, 'normal');
  doc.addFileToVFS('OpenSans-Bold.ttf', font.OPEN_SANS_BOLD);
  doc.addFont('OpenSans-Bold.ttf', FONT, 'bold');
  return doc;
}

function drawFrame(doc: JsPdf) {
  doc
    .setDrawColor(...COLOURS.primary)
    .setLineWidth(2.5)
    .rect(10, 10, PAGE.width - 20, PAGE.height - 20);
  doc
    .setDrawColor(...COLOURS.accent)
    .setLineWidth(0.6)
    .rect(15, 15, PAGE.width - 30, PAGE.height - 30);
  doc.setFillColor(...COLOURS.primary).rect(15, 15, PAGE.width - 30, 6, 'F');
}

/** Wraps the name and steps the size down until it fits in NAME.maxLines lines. */
function fitName(doc: JsPdf, name: string): { lines: string[]; size: number } {
  doc.setFont(FONT, 'bold');
  for (const size of NAME.sizes) {
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(name, NAME.maxWidth) as string[];
    if (lines.length <= NAME.maxLines) return { lines, size };
  }
  const lines = doc.splitTextToSize(name, NAME.maxWidth) as string[];
  return { lines: [...lines.slice(0, NAME.maxLines - 1), `${lines[NAME.maxLines - 1]}…`], size: NAME.sizes.at(-1)! };
}

function centred(doc: JsPdf, text: string | string[], y: number, style: 'normal' | 'bold', size: number) {
  doc.setFont(FONT, style).setFontSize(size);
  doc.text(text, PAGE.centre, y, { align: 'center', lineHeightFactor: 1.25 });
}

/**
 * One renderer for the mock API (Node) and the offline path (browser): jspdf and
 * the font are imported lazily so they only load when a certificate is made.
 */
export async function renderCertificate(input: CertificateInput): Promise<ArrayBuffer> {
  const doc = await loadDocument();
  const text = TEXT[input.lang];
  const audience = AUDIENCE[input.lang][input.resourceType];
  doc.setProperties({ title: `${text.title} — ${audience}`, subject: text.course, creator: text.course });
  doc.setLanguage(canadian(input.lang));
  drawFrame(doc);

  doc.setTextColor(...COLOURS.primary);
  centred(doc, text.course.toUpperCase(), 36, 'bold', 11);
  centred(doc, text.title, 56, 'bold', 32);
  doc.setTextColor(...COLOURS.text);
  centred(doc, text.awarded, 76, 'normal', 14);

  // The name block flows downwards and is centred in the space left, so any name fits.
  const { lines, size } = fitName(doc, input.name.trim() || text.anonymous);
  const nameLine = (size * 1.25 * 25.4) / 72;
  const body = doc.setFont(FONT, 'normal').setFontSize(14).splitTextToSize(text.body, 210) as string[];
  const blockHeight = size * 0.3 + (lines.length - 1) * nameLine + 5 + 16 + body.length * 6.2 + 10 + 23;
  const nameTop = 80 + Math.max(0, (184 - 80 - blockHeight) / 2) + size * 0.3;
  doc.setTextColor(...COLOURS.primary);
  centred(doc, lines, nameTop, 'bold', size);
  const rule = nameTop + (lines.length - 1) * nameLine + 5;
  doc
    .setDrawColor(...COLOURS.accent)
    .setLineWidth(0.4)
    .line(PAGE.centre - 80, rule, PAGE.centre + 80, rule);

  const bodyTop = rule + 16;
  doc.setTextColor(...COLOURS.text);
  centred(doc, body, bodyTop, 'normal', 14);
  const audienceTop = bodyTop + body.length * 6.2 + 10;
  doc.setTextColor(...COLOURS.accent);
  centred(doc, audience, audienceTop, 'bold', 18);
  doc.setTextColor(...COLOURS.text);
  centred(doc, text.dateLabel, audienceTop + 16, 'normal', 10);
  centred(doc, formatCertificateDate(input.date, input.lang), audienceTop + 23, 'bold', 13);
  return doc.output('arraybuffer');
}

export async function renderCertificateBase64(input: CertificateInput): Promise<string> {
  const bytes = new Uint8Array(await renderCertificate(input));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
