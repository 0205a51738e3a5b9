import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { base64ToBytes } from './base64';
import { buildCertificateQuery, certificateInput, dateParts } from './certificate-query';
import { obtainCertificate } from './obtain-certificate';

describe('certificate query', () => {
  it('uses a zero-based month from the completion date', () => {
    expect(dateParts('2025-01-31')).toEqual({ year: 2025, month: 0, day: 31 });
    expect(dateParts('2024-12-05')).toEqual({ year: 2024, month: 11, day: 5 });
  });

  it('builds the spec query with a trimmed name and the language', () => {
    expect(buildCertificateQuery('training', '  Ana Ñúñez ', '2025-03-09', 'en')).toEqual({
      resourceType: 'training',
      name: 'Ana Ñúñez',
      day: 9,
      month: 2,
      year: 2025,
      lang: 'en',
    });
  });

  it('reads back to the same local date for the renderer', () => {
    const input = certificateInput(buildCertificateQuery('implementation', '', '2025-12-31', 'fr'));
    expect([input.date.getFullYear(), input.date.getMonth(), input.date.getDate()]).toEqual([2025, 11, 31]);
    expect(input.lang).toBe('fr');
  });

  it('rejects a malformed date', () => {
    expect(() => dateParts('31/12/2025')).toThrow();
  });
});

describe('obtainCertificate', () => {
  const query = buildCertificateQuery('training', 'Sam', '2025-06-01', 'en');
  const pdf = btoa('%PDF-1.3 test');

  it('decodes the server PDF', async () => {
    const renderLocally = vi.fn();
    const blob = await obtainCertificate(query, { fetchPdf: async () => pdf, renderLocally });
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.3 test');
    expect(renderLocally).not.toHaveBeenCalled();
  });

  it('renders on the device when the network fails', async () => {
    const local = new TextEncoder().encode('%PDF-local').buffer as ArrayBuffer;
    const renderLocally = vi.fn().mockResolvedValue(local);
    const fetchPdf = vi.fn().mockRejectedValue(new ApiError('network', 0, undefined));
    const blob = await obtainCertificate(query, { fetchPdf, renderLocally });
    expect(renderLocally).toHaveBeenCalledWith(query);
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-local');
  });

  it('throws server and malformed errors', async () => {
    const renderLocally = vi.fn();
    for (const error of [new ApiError('server', 500, 'internal'), new ApiError('malformed', 200, undefined)]) {
      await expect(obtainCertificate(query, { fetchPdf: () => Promise.reject(error), renderLocally })).rejects.toBe(error);
    }
    expect(renderLocally).not.toHaveBeenCalled();
  });

  it('decodes base64 with whitespace', () => {
    expect(Array.from(base64ToBytes('AQI D\n'))).toEqual([1, 2, 3]);
  });
});
