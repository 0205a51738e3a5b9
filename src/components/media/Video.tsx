import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { contentUrl } from '../../lib/config';
import { pauseOtherVideos, registerVideo } from './media-registry';
import './video.css';

export interface VideoProps {
  title: string;
  srcMp4: string;
  srcWebm?: string;
  poster?: string;
  /** WebVTT captions path: every clip speaks, so captions are required. */
  captions: string;
  captionsLang?: string;
  /** Fired once, the first time the video plays (tracking). */
  onFirstPlay?: () => void;
}

/** Big play button until first played, then native controls; poster ratio 1.78. */
export function Video(props: VideoProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => (ref.current ? registerVideo(ref.current) : undefined), []);

  const onPlay = () => {
    if (ref.current) pauseOtherVideos(ref.current);
    if (!started) {
      setStarted(true);
      props.onFirstPlay?.();
    }
  };

  const start = () => {
    void ref.current?.play().catch(() => undefined);
    ref.current?.focus();
  };

  return (
    <figure className="video">
      <div className="video__frame">
        <video
          ref={ref}
          className="video__media"
          controls={started}
          preload="metadata"
          playsInline
          crossOrigin="anonymous"
          poster={props.poster ? contentUrl(props.poster) : undefined}
          aria-label={props.title}
          onPlay={onPlay}
        >
          {props.srcWebm && <source src={contentUrl(props.srcWebm)} type="video/webm" />}
          <source src={contentUrl(props.srcMp4)} type="video/mp4" />
          <track
            kind="captions"
            src={contentUrl(props.captions)}
            srcLang={props.captionsLang ?? 'en'}
            label={t`Captions`}
            default
          />
        </video>
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
