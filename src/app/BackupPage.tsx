import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../content/types';
import { BackupScreen } from '../features/progress/backup/BackupScreen';
import { PageLayout } from '../components/layout/PageLayout';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { HeaderStatus } from '../features/pwa';
import { SearchControl } from '../features/search';

/** /toolkit/{lang}/progress: its own chunk, so the QR library loads only here. */
export function BackupPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  useDocumentTitle(t`Back up or move your progress`);
  return (
    <PageLayout lang={lang} tools={<><SearchControl lang={lang} /><HeaderStatus lang={lang} /></>}>
      <BackupScreen lang={lang} />
    </PageLayout>
  );
}
