import { Trans } from '@lingui/react/macro';
import type { Lang } from '@/content/types';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import './backup.css';

/** Progress backup and transfer, entirely on the device: export (file, QR code) and import (file, QR picture). */
export function BackupScreen({ lang }: { lang: Lang }) {
  return (
    <div className="backup-page">
      <h1>
        <Trans>Back up or move your progress</Trans>
      </h1>
      <p className="backup-page__lead">
        <Trans>
          Your progress is kept only in this browser. Save it to a file or a QR code before a tablet is reset or replaced, and bring it to
          another device — no account and no connection needed.
        </Trans>
      </p>
      <div className="backup-page__panels">
        <ExportPanel />
        <ImportPanel lang={lang} />
      </div>
    </div>
  );
}
