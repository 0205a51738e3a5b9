import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { slideAudioPath } from '@/content/assets';
import type { FullModuleId } from '@/content/types';
import { contentUrl } from '@/lib/config';
import { memoryPositions, positionKey, useNarrationAudio } from '../modules';

const NEVER = () => undefined;

/**
 * One slide's narration, playing from its start as the slide appears (N turned it on). Where
 * it stopped is kept in memory only: presenting leaves nothing on the device (the learner's
 * own narration positions stay as they were). Keyed by slide by the caller.
 */
export function PresentNarration({ fullId, n }: { fullId: FullModuleId; n: number }) {
  const { t } = useLingui();
  const positions = useMemo(() => memoryPositions(), []);
  const { audio, play, events } = useNarrationAudio({ positionKey: positionKey(fullId, n), positions, rate: 1, onEnded: NEVER });
  useEffect(play, [play]);
  // The slide's title and points are on screen; narration is the presenter's voice, off by default.
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio
      ref={audio}
      crossOrigin="anonymous"
      preload="auto"
      src={contentUrl(slideAudioPath(fullId, n))}
      aria-label={t`Narration for slide ${n}`}
      {...events}
    />
  );
}
