import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { saveBlob } from '@/lib/download';
import { logError } from '@/lib/log';
import { useSession } from '@/features/access';
import { useProgress, todayIso } from '@/features/progress';
import { serialiseBackup } from './format';
import { saveBackupText } from './save-backup';
import { drawQr } from './qr';

/** Saves all progress as a small file and shows it as a QR code for another device's camera. */
export function ExportPanel() {
  const { t } = useLingui();
  const { progress, completion } = useProgress();
  const { lang } = useSession().session;
  const [text, setText] = useState<string | null>(null);
  const today = todayIso();

  useEffect(() => {
    let live = true;
    serialiseBackup({ lang, progress, completion }, today)
      .then((next) => live && setText(next))
      .catch((error: unknown) => logError('backup serialise failed', error));
    return () => void (live = false);
  }, [lang, progress, completion, today]);

  const qr = useMemo(() => (text ? drawQr(text) : null), [text]);
  const saveFile = () => text && saveBackupText(text, today);
  const saveQr = () => qr?.toBlob((blob) => blob && saveBlob(blob, `toolkit-progress-${today}.png`), 'image/png');

  return (
    <section className="backup-panel" aria-labelledby="export-heading">
      <h2 id="export-heading">
        <Trans>Save your progress</Trans>
      </h2>
      <p>
        <Trans>
          The file holds your module progress, knowledge test results, certificate dates and language — nothing that identifies you. Keep it
          somewhere safe, or open it on another device.
        </Trans>
      </p>
      <div className="backup-panel__actions">
        <button type="button" className="button button--primary" onClick={saveFile} disabled={!text}>
          <Trans>Save backup file</Trans>
        </button>
        <button type="button" className="button" onClick={saveQr} disabled={!qr}>
          <Trans>Save QR code image</Trans>
        </button>
      </div>
      <figure className="backup-qr">
        {qr && <img src={qr.toDataURL('image/png')} width={qr.width} height={qr.height} alt={t`QR code of your progress backup`} />}
        <figcaption>
          <Trans>On another device, open this page and choose “Read a QR code image”: take a picture of this code.</Trans>
        </figcaption>
      </figure>
    </section>
  );
}
