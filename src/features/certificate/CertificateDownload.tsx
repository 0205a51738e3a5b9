import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Lang, ResourceType } from '@/content/types';
import { lazyDialog } from '@/components/lazy-dialog';
import { useProgress } from '../progress';

/** The name form and the PDF code load apart from the summary page (the PDF library later still, on Download). */
const CertificateDialog = lazyDialog(() => import('./CertificateDialog').then((m) => m.CertificateDialog));

/** Summary's Download Certificate: the name dialog once the section is complete, else the spec error. */
export function CertificateDownload({ lang, resourceType }: { lang: Lang; resourceType: ResourceType }) {
  const completionDate = useProgress().completion[resourceType];
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-describedby={refused && !completionDate ? 'certificate-refused' : undefined}
        onClick={() => (completionDate ? setOpen(true) : setRefused(true))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Trans>Download Certificate</Trans>
      </button>
      {refused && !completionDate && (
        <p id="certificate-refused" className="form-error certificate-refused" role="alert">
          <Trans>To download your certificate, you must first complete all modules and knowledge tests.</Trans>
        </p>
      )}
      {completionDate && (
        <CertificateDialog
          open={open}
          onClose={() => setOpen(false)}
          lang={lang}
          resourceType={resourceType}
          completionDate={completionDate}
        />
      )}
    </>
  );
}
