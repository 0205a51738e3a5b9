import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MediaState } from './use-media-availability';
import './media-notice.css';

export type MediaKind = 'slide' | 'narration' | 'video' | 'pdf' | 'image';

function Missing({ kind }: { kind: MediaKind }) {
  switch (kind) {
    case 'slide':
      return <Trans>This slide's image is not on this device yet. It will be available once you are connected.</Trans>;
    case 'narration':
      return <Trans>The narration is not on this device yet. It will be available once you are connected.</Trans>;
    case 'video':
      return <Trans>This video is not on this device yet. It will be available once you are connected.</Trans>;
    case 'pdf':
      return <Trans>This PDF is not on this device yet. It will be available once you are connected.</Trans>;
    case 'image':
      return <Trans>This image is not on this device yet. It will be available once you are connected.</Trans>;
  }
}

function Failed({ kind }: { kind: MediaKind }) {
  switch (kind) {
    case 'slide':
      return <Trans>This slide's image could not be loaded.</Trans>;
    case 'narration':
      return <Trans>The narration could not be loaded.</Trans>;
    case 'video':
      return <Trans>This video could not be loaded.</Trans>;
    case 'pdf':
      return <Trans>This PDF could not be loaded.</Trans>;
    case 'image':
      return <Trans>This image could not be loaded.</Trans>;
  }
}

interface Props {
  kind: MediaKind;
  state: Exclude<MediaState, 'show'>;
  onRetry(): void;
  className?: string;
  /** What stays readable without the file (a slide's title and transcript). */
  children?: ReactNode;
}

/**
 * Stands in, in place, for a media file that is not on the device: never a
 * broken image, a silent player or a dead link.
 */
export function MediaNotice({ kind, state, onRetry, className, children }: Props) {
  const classes = `media-notice media-notice--${state}${className ? ` ${className}` : ''}`;
  if (state === 'checking') return <div className={classes} data-media-notice="checking" />;
  return (
    <div className={classes} data-media-notice={state}>
      {children}
      <p className="media-notice__text">
        <svg className="media-notice__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 3v11m0 0-4-4m4 4 4-4M5 17v3h14v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{state === 'missing' ? <Missing kind={kind} /> : <Failed kind={kind} />}</span>
      </p>
      {state === 'failed' && (
        <button type="button" className="button media-notice__retry" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
