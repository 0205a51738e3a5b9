import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Lang, ResourceType } from '@/content/types';
import { config } from '@/lib/config';
import { saveBlob } from '@/lib/download';
import { logError } from '@/lib/log';
import { buildCertificateQuery } from './certificate-query';
import { obtainCertificate } from './obtain-certificate';
import { CERTIFICATE_FILE_NAMES } from '@/lib/certificate-pdf/render-certificate';
import { FormDialog } from '@/components/FormDialog';
import { usePeople } from '@/features/people';

interface Props {
  open: boolean;
  onClose(): void;
  lang: Lang;
  resourceType: ResourceType;
  completionDate: string;
}

/** Name dialog (spec §2): optional name (the person's, on a device with people), Close, Download; the server error clears on editing. */
export function CertificateDialog({ open, onClose, lang, resourceType, completionDate }: Props) {
  const inputId = useId();
  // The person using the device: their name, still editable; never a name typed by someone before them.
  const personName = usePeople().active?.name ?? '';
  const { register, handleSubmit, reset } = useForm<{ name: string }>({ defaultValues: { name: personName } });
  useEffect(() => {
    if (open) reset({ name: personName });
  }, [open, personName, reset]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const email = config.contactEmail;

  const download = handleSubmit(async ({ name }) => {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await obtainCertificate(buildCertificateQuery(resourceType, name, completionDate, lang));
      saveBlob(blob, `${CERTIFICATE_FILE_NAMES[resourceType]}.pdf`);
      onClose();
    } catch (error) {
      logError('certificate', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={<Trans>Download your certificate</Trans>}
      description={<Trans>Enter the name to show on your certificate, or leave it blank.</Trans>}
      onSubmit={download}
      submitLabel={<Trans>Download</Trans>}
      busy={busy}
    >
      <label htmlFor={inputId} className="dialog__label">
        <Trans>Name (optional)</Trans>
      </label>
      <input
        id={inputId}
        className="dialog__input"
        type="text"
        autoComplete="name"
        data-autofocus
        aria-describedby={failed ? `${inputId}-error` : undefined}
        {...register('name', { onChange: () => setFailed(false) })}
      />
      {failed && (
        <p id={`${inputId}-error`} className="dialog__error" role="alert">
          <Trans>
            An error occurred while generating the certificate. Please contact <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      )}
      {busy && (
        <p className="dialog__status" role="status">
          <Trans>Preparing your certificate…</Trans>
        </p>
      )}
    </FormDialog>
  );
}
