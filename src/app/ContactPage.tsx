import { Trans } from '@lingui/react/macro';
import { i18n, isLang } from '../i18n/i18n';
import { config } from '../lib/config';
import { PageLayout } from '../components/layout/PageLayout';
import { useDocumentTitle } from '../components/useDocumentTitle';
import type { Lang } from '../content/types';
import { HeaderStatus } from '../features/pwa';

/** Footer "Contact us" target: the program's contact email with a mailto link. */
export function ContactPage() {
  useDocumentTitle('Contact');
  const lang: Lang = isLang(i18n.locale) ? i18n.locale : 'en';
  const email = config.contactEmail;
  return (
    <PageLayout lang={lang} tools={<HeaderStatus lang={lang} />}>
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      <p>
        <Trans>
          Questions about the toolkit, the e-learning course or your service code? Write to the
          program team and we will reply within two working days.
        </Trans>
      </p>
      <p className="contact-email">
        <a href={`mailto:${email}`}>{email}</a>
      </p>
    </PageLayout>
  );
}
