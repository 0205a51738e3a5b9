import { Trans, useLingui } from '@lingui/react/macro';
import { pauseUnmutedVideos } from '../../../components/media/media-registry';
import { slideAudioPath } from '../../../content/assets';
import { contentUrl } from '../../../lib/config';
import { useOwnArrowKeys } from '../keys';
import { useModule } from '../ModuleContext';

/** Narration of the current slide (always the English audio) with its transcript. */
export function Narration() {
  const { t } = useLingui();
  const { fullId, text, current } = useModule();
  const n = current + 1;
  const src = contentUrl(slideAudioPath(fullId, n));
  const ref = useOwnArrowKeys();
  return (
    <div ref={ref} className="narration">
      <h3 className="narration__heading">
        <Trans>Narration</Trans>
      </h3>
      {/* The transcript below is the text alternative; narration has no caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        key={src}
        className="narration__audio"
        controls
        crossOrigin="anonymous"
        preload="metadata"
        src={src}
        aria-label={t`Narration for slide ${n}`}
        onPlay={pauseUnmutedVideos}
      />
      <details className="transcript">
        <summary>
          <Trans>Transcript</Trans>
        </summary>
        <p>{text.slides[current].script}</p>
      </details>
    </div>
  );
}
