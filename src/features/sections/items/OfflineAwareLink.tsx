import { MediaNotice, type MediaKind } from '@/components/media/MediaNotice';
import { useMediaAvailability } from '@/components/media/use-media-availability';
import type { ReactNode } from 'react';

interface Props {
  /** Content path of the file the link opens. */
  path: string;
  kind: MediaKind;
  children: ReactNode;
}

/**
 * Offline, a link to a file that is not on the device would open the
 * browser's error page: it is replaced, in place, by a notice saying so.
 */
export function OfflineAwareLink({ path, kind, children }: Props) {
  const media = useMediaAvailability([path]);
  if (media.state === 'show') return <>{children}</>;
  return <MediaNotice kind={kind} state={media.state} onRetry={media.retry} className="card__unavailable" />;
}
