// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCertificateDate, renderCertificate, renderCertificateBase64 } from './render-certificate';

function pdfText(bytes: ArrayBuffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'cert-')), 'c.pdf');
  writeFileSync(file, new Uint8Array(bytes));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const date = new Date(2025, 0, 31);

describe('renderCertificate', () => {
  it('makes a PDF', async () => {
    const bytes = await renderCertificate({ resourceType: 'training', name: 'Sam', date, lang: 'en' });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const b64 = await renderCertificateBase64({ resourceType: 'training', name: 'Sam', date, lang: 'en' });
    expect(atob(b64).startsWith('%PDF-')).toBe(true);
  });

  it('formats the date per language', () => {
    expect(formatCertificateDate(date, 'en')).toBe('January 31, 2025');
    expect(formatCertificateDate(date, 'fr')).toBe('31 janvier 2025');
  });

  it('draws Latin, Greek and Cyrillic names and the date as real text', async () => {
    for (const name of ['Zoë Łukasiewicz-Ørsted', 'Αλέξανδρος Παπαδόπουλος', 'Анна Каренина']) {
      const text = pdfText(await renderCertificate({ resourceType: 'implementation', name, date, lang: 'en' }));
      expect(text).toContain(name);
      expect(text).toContain('January 31, 2025');
      expect(text).toContain('Organizational Lead');
    }
  });

  it('wraps a long name instead of running off the page', async () => {
    const name = 'Maria Fernanda de los Santos Rodríguez-Villanueva y Montenegro Castellanos Aguirre';
    const text = pdfText(await renderCertificate({ resourceType: 'training', name, date, lang: 'en' }));
    for (const word of name.split(' ')) expect(text).toContain(word);
  });
});
