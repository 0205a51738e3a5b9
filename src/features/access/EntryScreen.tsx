import { Trans } from '@lingui/react/macro';
import { Footer } from '@/components/layout/Footer';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { Logo } from '@/components/layout/Logo';
import type { Lang } from '@/content/types';
import { CodeForm } from './CodeForm';
import './entry.css';

export function EntryScreen({ lang }: { lang: Lang }) {
  return (
    <>
      <main id="main" className="entry page-width">
        <div className="entry__card">
          <Logo size={72} />
          <h1 className="entry__heading">
            <Trans>Welcome to the Operational Toolkit</Trans>
          </h1>
          <LanguageSwitch current={lang} variant="long" />
          <p className="entry__intro">
            <Trans>
              This toolkit supports organisations that deliver the online treatment and recovery program for problem substance use. It
              brings together videos, guides, print-ready materials and a seven-module e-learning course with knowledge tests and a
              certificate.
            </Trans>
          </p>
          <h2 className="entry__subheading">
            <Trans>Three sections, one for each team</Trans>
          </h2>
          <ol className="entry__sections">
            <li>
              <Trans>
                <strong>Implementation</strong> — for organisational leads and service managers planning and running the program.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Training</strong> — for clinicians, practitioners and operational staff who support clients day to day.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Promotional</strong> — for marketing and communications teams letting people know the program is available.
              </Trans>
            </li>
          </ol>
          <p>
            <Trans>Enter the service code your organisation received to open the toolkit.</Trans>
          </p>
          <CodeForm lang={lang} />
        </div>
      </main>
      <Footer />
    </>
  );
}
