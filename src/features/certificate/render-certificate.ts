import type { Lang, ResourceType } from '../../content/types';

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
  },
  fr: {
    title: 'Certificat de réussite',
    awarded: 'Ce certificat est décerné à',
    anonymous: 'un·e apprenant·e de la trousse',
    body: 'pour avoir terminé les sept modules et les tests de connaissances du cours en ligne',
  },
} as const;

/** File names the spec fixes per resource type (saved with .pdf). */
export const CERTIFICATE_FILE_NAMES: Record<ResourceType, string> = {
  implementation: 'Certificate Organizational Lead',
  training: 'Certificate Operational Staff',
};

function formatDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/**
 * One renderer for the mock API (Node) and the offline path (browser): jspdf
 * is imported lazily so it only loads when a certificate is made.
 */
export async function renderCertificate(input: CertificateInput): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  const text = TEXT[input.lang];
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const centre = 148.5;
  doc.setProperties({ title: `${text.title} — ${AUDIENCE[input.lang][input.resourceType]}` });
  doc.setDrawColor(11, 79, 108).setLineWidth(2).rect(10, 10, 277, 190);
  doc.setFont('helvetica', 'bold').setFontSize(30).setTextColor(11, 79, 108);
  doc.text(text.title, centre, 50, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(14).setTextColor(40, 40, 40);
  doc.text(text.awarded, centre, 75, { align: 'center' });
  doc.setFont('helvetica', 'bold').setFontSize(26);
  const name = input.name.trim() || text.anonymous;
  doc.text(doc.splitTextToSize(name, 240), centre, 95, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(14);
  doc.text(doc.splitTextToSize(text.body, 220), centre, 125, { align: 'center' });
  doc.setFont('helvetica', 'bold').setFontSize(18);
  doc.text(AUDIENCE[input.lang][input.resourceType], centre, 150, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(14);
  doc.text(formatDate(input.date, input.lang), centre, 170, { align: 'center' });
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
