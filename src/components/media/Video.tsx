import { DEFAULT_LANG } from '@/config/domain';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { contentUrl } from '@/lib/config';
import { logError } from '@/lib/log';
import { MediaNotice } from './MediaNotice';
import { pauseOtherVideos, registerVideo } from './media-registry';
import { useMediaAvailability } from './use-media-availability';
import { onMediaLoadError, useMediaErrorCheck } from './use-media-error-check';
import './video.css';
import { mediaPreload, useInCopy } from './preload';

export interface VideoProps {
  title: string;
  srcMp4: string;
  srcWebm?: string;
  poster?: string;
  /** WebVTT captions path: every clip speaks, so captions are required. */
  captions: string;
  captionsLang?: string;
  /** Captions on when the video starts (the reader's display setting; on unless they turned it off). */
  captionsOn?: boolean;
  /** Fired once, the first time the video plays (tracking). */
  onFirstPlay?: () => void;
}

/** A video, or in its place a notice while it is not on this device (retried when the connection returns). */
export function Video(props: VideoProps) {
  const sources = props.srcWebm ? [props.srcWebm, props.srcMp4] : [props.srcMp4];
  const media = useMediaAvailability(sources);
  if (media.state !== 'show') {
    return (
      <figure className="video">
        <MediaNotice kind="video" state={media.state} onRetry={media.retry} className="video__frame video__notice">
          <p className="media-notice__title">{props.title}</p>
        </MediaNotice>
      </figure>
    );
  }
  return <VideoPlayer key={media.attempt} {...props} onError={media.onError} onLoad={media.onLoad} />;
}

/** Big play button until first played, then native controls; poster ratio 1.78. */
function VideoPlayer(props: VideoProps & { onError(): void; onLoad(): void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  useMediaErrorCheck(ref, props.onError);
  const [started, setStarted] = useState(false);
  const poster = props.poster ? contentUrl(props.poster) : undefined;
  const inCopy = useInCopy();
  const captionsOn = !inCopy && (props.captionsOn ?? true);
  const track = useRef<HTMLTrackElement>(null);
  // A track made default after it was drawn (on hydration) is not turned on by the attribute.
  useEffect(() => {
    if (captionsOn && track.current) track.current.track.mode = 'showing';
  }, [captionsOn]);

  useEffect(() => (ref.current ? registerVideo(ref.current) : undefined), []);

  const onPlay = () => {
    if (ref.current) pauseOtherVideos(ref.current);
    if (!started) {
      setStarted(true);
      props.onFirstPlay?.();
    }
  };

  const start = () => {
    ref.current?.play().catch((error: unknown) => {
      // A pause or a new load interrupting the start is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      logError('video play failed', error);
      // The native controls replace the big button, so the user can try again there.
      setStarted(true);
    });
    ref.current?.focus();
  };

  return (
    <figure className="video">
      <div className="video__frame">
        <video
          ref={ref}
          className="video__media"
          controls={started}
          preload={mediaPreload(inCopy)}
          playsInline
          crossOrigin="anonymous"
          poster={inCopy ? undefined : poster}
          aria-label={props.title}
          onPlay={onPlay}
          onError={onMediaLoadError(props.onError)}
          onLoadedMetadata={props.onLoad}
        >
          {props.srcWebm && <source src={contentUrl(props.srcWebm)} type="video/webm" />}
          {/* The last source's error means none could load (the element itself reports nothing). */}
          <source src={contentUrl(props.srcMp4)} type="video/mp4" onError={props.onError} />
          <track
            ref={track}
            kind="captions"
            src={contentUrl(props.captions)}
            srcLang={props.captionsLang ?? DEFAULT_LANG}
            label={t`Captions`}
            default={captionsOn}
          />
        </video>
        {/* Drawn as the video draws its poster, fetched after what the take-over needs (./preload.ts). */}
        {inCopy && poster && <img className="video__poster" src={poster} alt="" fetchPriority="low" decoding="async" />}
        {!started && (
          <button type="button" className="video__play" onClick={start} aria-label={t`Play video: ${props.title}`}>
            <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
              <circle cx="32" cy="32" r="31" fill="rgb(0 0 0 / 65%)" stroke="#fff" strokeWidth="2" />
              <path d="M26 20l20 12-20 12z" fill="#fff" />
            </svg>
          </button>
        )}
      </div>
    </figure>
  );
}
