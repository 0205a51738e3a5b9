import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';

export const SISTER_SITES = [
  { href: 'https://program.example.org', name: 'program' },
  { href: 'https://research.example.org', name: 'research' },
] as const;

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="page-width site-footer__inner">
        <Link href={paths.contact.href()} className="site-footer__contact">
          <Trans>Contact us</Trans>
        </Link>
        <nav aria-label={t`Related sites`}>
          <ul className="site-footer__links">
            <li>
              <a href={SISTER_SITES[0].href} rel="noopener">
                <Trans>The online program</Trans>
              </a>
            </li>
            <li>
              <a href={SISTER_SITES[1].href} rel="noopener">
                <Trans>Research and evaluation</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">
          <Trans>© {year} Online Program Operational Toolkit. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
