import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../content/types';
import { BackupScreen } from '@/features/backup';
import { useDocumentTitle } from '../components/use-document-title';
import { PageShell } from './PageShell';

/** /toolkit/{lang}/progress: its own chunk, so the QR library loads only here. */
export function BackupPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  useDocumentTitle(t`Back up or move your progress`);
  return (
    <PageShell>
      <BackupScreen lang={lang} />
    </PageShell>
  );
}
