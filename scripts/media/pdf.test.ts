// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, pdfLayout, renderPdf, type PdfSpec } from './pdf';

const text = (pdf: Uint8Array): string => Buffer.from(pdf).toString('latin1');
const pageCount = (pdf: Uint8Array): number => (text(pdf).match(/\/Type \/Page\b(?!s)/g) ?? []).length;
const mediaBox = (pdf: Uint8Array): number[] => (/\/MediaBox \[([^\]]+)\]/.exec(text(pdf))?.[1] ?? '').trim().split(/\s+/).map(Number);

const spec: PdfSpec = {
  lang: 'fr',
  title: 'Guide de mise en œuvre',
  print: 'a4',
  pages: [
    { heading: 'À propos de ce guide', lines: ['Élaboré pour les responsables', "L'équipe « clinique » & la direction"] },
    { heading: 'Rôles', lines: ['Responsable de la mise en œuvre'] },
  ],
};

describe('renderPdf', () => {
  it('is reproducible byte for byte', () => {
    expect(Buffer.from(renderPdf(spec)).equals(Buffer.from(renderPdf(spec)))).toBe(true);
  });

  it('makes one page per PdfPage at the print size, with Open Sans embedded and small', () => {
    const pdf = renderPdf(spec);
    expect(text(pdf).startsWith('%PDF-')).toBe(true);
    expect(pageCount(pdf)).toBe(2);
    const [, , w, h] = mediaBox(pdf);
    expect((w * 25.4) / 72).toBeCloseTo(210, 0);
    expect((h * 25.4) / 72).toBeCloseTo(297, 0);
    expect(text(pdf)).toContain('/FontFile2');
    expect(text(pdf)).toContain('/Lang (fr)');
    expect(pdf.byteLength).toBeLessThan(80_000);
  });

  it.each(Object.entries(PAGE_SIZES))('uses the %s page size', (print, [w, h]) => {
    const pdf = renderPdf({ ...spec, print: print as PdfSpec['print'] });
    const [, , pw, ph] = mediaBox(pdf);
    expect((pw * 25.4) / 72).toBeCloseTo(w, 0);
    expect((ph * 25.4) / 72).toBeCloseTo(h, 0);
  });

  it('continues very long pages onto further pages', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `Line ${i + 1}: a sentence long enough to wrap across the page width.`);
    expect(pageCount(renderPdf({ ...spec, pages: [{ heading: 'Long', lines }] }))).toBeGreaterThan(1);
  });

  it('adds form fields for placeholders only in editable versions', () => {
    const cert: PdfSpec = {
      lang: 'en',
      title: 'Certificate for individual clients (editable)',
      print: 'a4',
      pages: [{ heading: 'Certificate of achievement', lines: ['Presented to', '[Type the client’s name here]', 'Date: [Type the date]'] }],
      editable: true,
    };
    expect(pdfLayout(cert)).toBe('certificate');
    expect(text(renderPdf(cert)).match(/\/FT \/Tx/g)).toHaveLength(2);
    expect(text(renderPdf({ ...cert, editable: false }))).not.toContain('/FT /Tx');
  });

  it('chooses layouts by print size', () => {
    expect(pdfLayout({ print: 'p2', title: 'x', pages: [] })).toBe('poster');
    expect(pdfLayout({ print: 'p5', title: 'x', pages: [] })).toBe('leaflet');
    expect(pdfLayout({ print: 'p4-part', title: 'x', pages: [] })).toBe('leaflet');
    expect(pdfLayout({ print: 'slides', title: 'x', pages: [] })).toBe('deck');
    expect(pdfLayout({ print: 'a4', title: 'Guide', pages: [] })).toBe('document');
  });
});
