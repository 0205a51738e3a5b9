import { DEFAULT_LANG } from '@/config/domain';
import { Trans } from '@lingui/react/macro';
import { RouteBase } from '../components/route-base';
import { useDocumentTitle } from '../components/use-document-title';
import type { Lang } from '../content/types';
import { i18n, isLang } from '../i18n/i18n';
import { config } from '../lib/config';
import { PageShell } from './PageShell';

/** Footer "Contact us" target: the program's contact email with a mailto link. */
export function ContactPage() {
  useDocumentTitle('Contact');
  // /contactform carries no language: the page speaks the one already active.
  const lang: Lang = isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
  const email = config.contactEmail;
  return (
    <RouteBase.Provider value={{ prefix: 'toolkit', lang }}>
      <PageShell people={false}>
        <h1>
          <Trans>Contact us</Trans>
        </h1>
        <p>
          <Trans>
            Questions about the toolkit, the e-learning course or your service code? Write to the program team and we will reply within two
            working days.
          </Trans>
        </p>
        <p className="contact-email">
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      </PageShell>
    </RouteBase.Provider>
  );
}
