import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import type { Lang } from '@/content/types';
import { paths } from '@/lib/paths';
import { packProgress, packStatus, usePack, type PackView } from '../packs';

const ICONS = {
  download: 'M12 3v11m0 0-4-4m4 4 4-4M5 17v3h14v-3',
  ready: 'M20 6 9 17l-5-5',
  offline:
    'M12 20h.01M8.5 16.43a5 5 0 0 1 7 0M5 12.86a10 10 0 0 1 5.17-2.69M19 12.86a10 10 0 0 0-2-1.52M2 8.82a15 15 0 0 1 4.18-2.64M22 8.82a15 15 0 0 0-11.29-3.76M2 2l20 20',
};

function HeaderIcon({ state }: { state: keyof typeof ICONS }) {
  return (
    <svg className="header-offline__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={ICONS[state]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function OfflineLabel({ core, online }: { core: PackView | null; online: boolean }) {
  if (!online) return <Trans>Offline</Trans>;
  if (!core) return <Trans>Offline content</Trans>;
  const status = packStatus(core);
  if (status === 'complete') return <Trans>Available offline</Trans>;
  if (status === 'running') {
    const p = packProgress(core);
    const percent = p.bytesTotal ? Math.floor((p.bytesDone / p.bytesTotal) * 100) : 0;
    return <Saving percent={percent} />;
  }
  return <Trans>Offline content</Trans>;
}

/** Short to see (the header's row has little room on a phone); whole to hear. */
function Saving({ percent }: { percent: number }) {
  return (
    <Trans>
      Saving {percent}%<span className="visually-hidden"> for offline use</span>
    </Trans>
  );
}

/**
 * Every wording the link can show, unseen in the label's one grid cell: the label is as wide
 * as its widest wording, so the header's other controls do not move while a pack downloads.
 */
function LabelSizes() {
  return (
    <span className="header-offline__sizes" aria-hidden="true">
      <span>
        <Trans>Offline</Trans>
      </span>
      <span>
        <Trans>Offline content</Trans>
      </span>
      <span>
        <Trans>Available offline</Trans>
      </span>
      <span>
        <Saving percent={100} />
      </span>
    </span>
  );
}

/** The header's link to the offline page, saying whether the core pack is on this device. */
export function OfflineLink({ lang, online }: { lang: Lang; online: boolean }) {
  const [location] = useLocation();
  const href = paths.offline.href(useRouteBase());
  const core = usePack(lang, 'core');
  const complete = core !== null && packStatus(core) === 'complete';
  return (
    <Link
      href={href}
      className={`header-pill header-offline${online ? '' : ' header-offline--offline'}`}
      aria-current={location === href ? 'page' : undefined}
    >
      <HeaderIcon state={!online ? 'offline' : complete ? 'ready' : 'download'} />
      <span className="header-offline__label">
        <span>
          <OfflineLabel core={core} online={online} />
        </span>
        <LabelSizes />
      </span>
    </Link>
  );
}
