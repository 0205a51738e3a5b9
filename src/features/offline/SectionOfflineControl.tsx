import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import type { Lang, SectionId } from '@/content/types';
import { needsIosInstallHelp } from '@/lib/install-method';
import { useOfflineSnapshot, usePack } from '../packs';
import { PackControls, PackControlsPending } from './PackControls';
import './offline.css';

/**
 * "Make available offline" for one section, videos included (section pages). Drawn at its final
 * size from the first frame (prerendered copy included): the pack's state comes once the pack
 * engine starts, on an idle moment, and must not push the page down then.
 */
export function SectionOfflineControl({ lang, section, videos }: { lang: Lang; section: SectionId; videos: boolean }) {
  const { t } = useLingui();
  const { supported } = useOfflineSnapshot();
  const view = usePack(lang, section);
  const offlineHref = paths.offline.href(useRouteBase());
  const headingId = `offline-${section}`;
  return (
    <section className="offline-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="offline-card__heading">
        <Trans>Use this section offline</Trans>
      </h2>
      {!supported ? (
        <p>
          <Trans>This browser cannot save content for offline use.</Trans>
        </p>
      ) : (
        <>
          <p className="offline-card__intro">
            {videos ? (
              <Trans>
                Slides, narration and documents are saved on this device by themselves. Videos are kept only when you make this section
                available offline.
              </Trans>
            ) : (
              <Trans>Slides, narration and documents are saved on this device by themselves.</Trans>
            )}
          </p>
          {view ? <PackControls view={view} label={t`This section`} /> : <PackControlsPending />}
          {needsIosInstallHelp() && (
            <p className="offline-card__hint">
              <Trans>On iPad, add the toolkit to your Home Screen so that Safari keeps offline content.</Trans>{' '}
              <Link href={`${offlineHref}#install`}>
                <Trans>How to install</Trans>
              </Link>
            </p>
          )}
          <p className="offline-card__more">
            <Link href={offlineHref}>
              <Trans>Manage offline content</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
