import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState, type MouseEvent } from 'react';
import { MediaNotice } from '@/components/media/MediaNotice';
import { useMediaAvailability } from '@/components/media/use-media-availability';
import { slideAudioPath } from '@/content/assets';
import { useDisplay } from '@/features/display';
import { contentUrl } from '@/lib/config';
import { useOwnArrowKeys } from '../keys';
import { useModule, useModulePlace } from '../ModuleContext';
import { RATES, isRate } from './narration-prefs';
import { learnerPositions, positionKey } from './positions';
import { SlideNarration } from './SlideNarration';
import { useNarrationPrefs } from './use-narration-prefs';
import './narration.css';

/**
 * Narration of the current slide (always the English audio), with a speed that is
 * remembered, an opt-in continuous mode that opens the next slide when a narration
 * ends, the place within each slide's narration kept, and the transcript.
 */
export function NarrationPlayer() {
  const { t } = useLingui();
  const { fullId, text, selectSlide } = useModule();
  const shown = useModulePlace().current;
  // The new slide's player comes in a render of its own, after the press's frame has shown the
  // slide's number and buttons: its remount (an <audio>, its place restored, the transcript) made
  // the press one task over 50 ms at a 4× slower CPU.
  const current = useDeferredValue(shown);
  const [prefs, setPrefs] = useNarrationPrefs();
  const { transcript } = useDisplay();
  const [autoplaySlide, setAutoplaySlide] = useState<number | null>(null);
  const speedId = useId();
  const ref = useOwnArrowKeys();
  const n = current + 1;
  const last = current === text.slides.length - 1;
  const path = slideAudioPath(fullId, n);
  const audio = useMediaAvailability([path]);

  const onEnded = () => {
    if (!prefs.continuous || last) return;
    setAutoplaySlide(current + 1);
    selectSlide(current + 1);
  };

  // In the moment between the two renders the previous slide's player is still there: a Play
  // pressed on it is meant for the new slide, whose player then starts by itself. Its Pause or
  // Back 10 s would act on a narration that is leaving anyway: nothing is done.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (current === shown || !target.closest('.narration-player')) return;
    event.stopPropagation();
    if (target.closest('.narration-player__play') && event.currentTarget.querySelector('audio')?.paused !== false) setAutoplaySlide(shown);
  };

  return (
    <div ref={ref} className="narration" onClickCapture={onClickCapture}>
      <h3 className="narration__heading">
        <Trans>Narration</Trans>
      </h3>
      {audio.state === 'show' ? (
        <SlideNarration
          key={`${fullId}/${n}/${audio.attempt}`}
          src={contentUrl(path)}
          onError={audio.onError}
          onLoad={audio.onLoad}
          slide={n}
          positionKey={positionKey(fullId, n)}
          positions={learnerPositions}
          rate={prefs.rate}
          continuous={prefs.continuous}
          autoplay={autoplaySlide === current}
          onAutoplayTaken={() => setAutoplaySlide(null)}
          onEnded={onEnded}
        />
      ) : (
        <MediaNotice kind="narration" state={audio.state} onRetry={audio.retry} />
      )}
      <div className="narration__options">
        <label htmlFor={speedId}>
          <Trans>Speed</Trans>
        </label>
        <select
          id={speedId}
          className="narration__speed"
          value={prefs.rate}
          onChange={(e) => {
            const rate = Number(e.target.value);
            if (isRate(rate)) setPrefs({ rate });
          }}
        >
          {RATES.map((rate) => (
            <option key={rate} value={rate}>
              {t`${rate}×`}
            </option>
          ))}
        </select>
        <label className="narration__continuous">
          <input type="checkbox" checked={prefs.continuous} onChange={(e) => setPrefs({ continuous: e.target.checked })} />
          <Trans>Play narration continuously</Trans>
        </label>
      </div>
      <details className="transcript" open={transcript}>
        <summary>
          <Trans>Transcript</Trans>
        </summary>
        <p>{text.slides[current].script}</p>
      </details>
    </div>
  );
}
