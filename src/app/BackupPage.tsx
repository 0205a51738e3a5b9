import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../content/types';
import { BackupScreen } from '@/features/backup';
import { DisplaySection } from '@/features/display';
import { PeopleSection } from '@/features/people/ui';
import { LazyEveryonePanel } from '@/features/people/everyone-ui';
import { useDocumentTitle } from '../components/use-document-title';
import { PageShell } from './PageShell';

/** /toolkit/{lang}/progress: its own chunk, so the QR library loads only here. The people on the device and the reading settings are managed here too. */
export function BackupPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  useDocumentTitle(t`Back up or move your progress`);
  return (
    <PageShell>
      <BackupScreen lang={lang} />
      <PeopleSection />
      <DisplaySection />
      <LazyEveryonePanel lang={lang} />
    </PageShell>
  );
}
