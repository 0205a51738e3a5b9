import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ResourceKey } from '@/content/types';
import { contentUrl } from '@/lib/config';
import { useTrackResource } from '../use-track-resource';
import { ExternalIcon } from './icons';
import { OfflineAwareLink } from './OfflineAwareLink';

interface ExternalLinkProps {
  href: string;
  /** The resource tracked on every open (spec §7). */
  trackKey: ResourceKey;
  className: string;
  /** A full accessible name replacing the text; it must itself say the link opens a new tab. */
  label?: string;
  /** The arrow icon inside the link; off where the card draws it beside the link. */
  icon?: boolean;
  'data-item'?: string;
  children: ReactNode;
}

/** A link that leaves the toolkit in a new tab, is tracked, and says so (WCAG 3.2.5 advisory). */
export function ExternalLink({ href, trackKey, className, label, icon = true, children, ...rest }: ExternalLinkProps) {
  const track = useTrackResource();
  return (
    <a
      {...rest}
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track(trackKey)}
      // Read by the paint gate: pressed on the prerendered copy, the link opens and its track call is kept.
      data-track-key={trackKey}
      aria-label={label}
    >
      {children}
      {label === undefined && (
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      )}
      {icon && <ExternalIcon />}
    </a>
  );
}

/** "Open PDF" for one of the toolkit's files; offline and not on this device, a notice stands in its place. */
export function PdfLink({ path, title, trackKey }: { path: string; title: string; trackKey: ResourceKey }) {
  const { t } = useLingui();
  return (
    <OfflineAwareLink path={path} kind="pdf">
      <ExternalLink
        className="card__action stretched-link"
        href={contentUrl(path)}
        trackKey={trackKey}
        label={t`Open PDF: ${title} (opens in a new tab)`}
      >
        <Trans>Open PDF</Trans>
      </ExternalLink>
    </OfflineAwareLink>
  );
}
