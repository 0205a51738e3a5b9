import { useRef } from 'react';
import { contentUrl } from '@/lib/config';
import { useMediaAvailability } from './use-media-availability';
import { useMediaErrorCheck } from './use-media-error-check';
import './media-notice.css';

interface Props {
  /** Content path (see src/lib/config.ts contentUrl). */
  path: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}

/**
 * A thumbnail that, while not on the device, is an empty frame with a quiet
 * icon instead of a broken image; it loads again when the connection returns.
 */
export function FallbackImage({ path, alt, className, width, height }: Props) {
  const media = useMediaAvailability([path]);
  if (media.state !== 'show') {
    return (
      <span
        className={`fallback-image${className ? ` ${className}` : ''}`}
        data-media-notice={media.state}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  const { onError, onLoad } = media;
  return <LoadingImage key={media.attempt} {...{ className, width, height, alt, onError, onLoad }} src={contentUrl(path)} />;
}

type ImageProps = Omit<Props, 'path'> & { src: string; onError(): void; onLoad(): void };

function LoadingImage({ onError, ...props }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useMediaErrorCheck(ref, onError);
  // eslint-disable-next-line jsx-a11y/alt-text -- alt is among the props
  return <img ref={ref} loading="lazy" decoding="async" onError={onError} {...props} />;
}
