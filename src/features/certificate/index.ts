/** Public surface of the certificate feature for the module summary. */
export { CertificateDownload } from './CertificateDownload';
