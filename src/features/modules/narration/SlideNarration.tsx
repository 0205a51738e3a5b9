import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { pauseUnmutedVideos } from '@/components/media/media-registry';
import { onMediaLoadError, useMediaErrorCheck } from '@/components/media/use-media-error-check';
import { formatTime } from './format-time';
import type { PositionStore } from './positions';
import { useNarrationAudio } from './use-narration-audio';
import { useVideoInterplay } from './use-video-interplay';
import { mediaPreload, useInCopy } from '@/components/media/preload';

interface Props {
  src: string;
  slide: number;
  positionKey: string;
  positions: PositionStore;
  rate: number;
  continuous: boolean;
  /** Start as soon as it can: the previous slide's narration ended in continuous mode. */
  autoplay: boolean;
  onAutoplayTaken(): void;
  onEnded(): void;
  /** The file could not be loaded (not on the device and no connection). */
  onError(): void;
  onLoad(): void;
}

const BACK_SECONDS = 10;

/** One slide's narration: play/pause, back 10 s, position. Keyed by slide, so it starts fresh on each. */
export function SlideNarration(props: Props) {
  const { src, slide, positionKey, positions, rate, continuous, autoplay, onAutoplayTaken, onEnded, onError, onLoad } = props;
  const { t } = useLingui();
  const { audio, playing, time, duration, play, pause, seek, events } = useNarrationAudio({ positionKey, positions, rate, onEnded });
  useMediaErrorCheck(audio, onError);
  useVideoInterplay(playing, continuous, pause, play);

  useEffect(() => {
    if (!autoplay) return;
    onAutoplayTaken();
    play();
    // Only on arrival at this slide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const inCopy = useInCopy();
  const label = playing ? t`Pause narration` : t`Play narration`;
  return (
    <div className="narration-player">
      {/* The transcript beside the player is the text alternative; narration has no caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        className="narration__audio"
        crossOrigin="anonymous"
        preload={mediaPreload(inCopy)}
        src={src}
        aria-label={t`Narration for slide ${slide}`}
        {...events}
        onError={onMediaLoadError(onError)}
        onLoadedMetadata={() => {
          onLoad();
          events.onLoadedMetadata();
        }}
        onPlay={() => {
          pauseUnmutedVideos();
          events.onPlay();
        }}
      />
      <button type="button" className="button button--primary narration-player__play" onClick={playing ? pause : play} aria-label={label}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span className="narration-player__play-text">{playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}</span>
      </button>
      <button type="button" className="button narration-player__back" onClick={() => seek(time - BACK_SECONDS)}>
        <span aria-hidden="true">↺</span> <Trans>Back 10 s</Trans>
      </button>
      <input
        type="range"
        className="narration-player__seek"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        onChange={(e) => seek(Number(e.target.value))}
        aria-label={t`Position in the narration`}
        aria-valuetext={t`${formatTime(time)} of ${formatTime(duration)}`}
        disabled={!duration}
      />
      <span className="narration-player__time" aria-hidden="true">
        {formatTime(time)} / {formatTime(duration)}
      </span>
    </div>
  );
}
