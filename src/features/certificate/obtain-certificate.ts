import { ApiError, fetchCertificate, type CertificateQuery } from '@/lib/api-client';
import { base64ToBytes } from './base64';
import { certificateInput } from './certificate-query';
import { renderCertificate } from '@/lib/certificate-pdf/render-certificate';

export interface CertificateDeps {
  fetchPdf(query: CertificateQuery): Promise<string>;
  renderLocally(query: CertificateQuery): Promise<ArrayBuffer>;
}

const defaultDeps: CertificateDeps = {
  fetchPdf: fetchCertificate,
  // The renderer imports jspdf and the font lazily: they load only when a certificate is made.
  renderLocally: (query) => renderCertificate(certificateInput(query)),
};

/**
 * The server renders the certificate; with no network the same renderer runs on
 * the device (design-notes §6). Server and malformed answers are thrown.
 */
export async function obtainCertificate(query: CertificateQuery, deps: CertificateDeps = defaultDeps): Promise<Blob> {
  let bytes: ArrayBuffer | Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(await deps.fetchPdf(query));
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'network')) throw error;
    bytes = await deps.renderLocally(query);
  }
  return new Blob([bytes], { type: 'application/pdf' });
}
