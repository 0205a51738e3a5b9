import { useCallback, useEffect, useRef, useState } from 'react';
import { logError } from '@/lib/log';
import type { PositionStore } from './positions';

interface Options {
  /** Key of the current slide's narration in the position store. */
  positionKey: string;
  positions: PositionStore;
  rate: number;
  onEnded(): void;
}

/** Seconds before the end at which a remembered position is not worth resuming. */
const NEAR_END = 1;
/** How often (seconds of playback) the position is written while playing. */
const SAVE_EVERY = 2;

/**
 * Drives one slide's <audio> element: play state, time, speed, and the remembered
 * position (restored when the slide's narration loads, saved as it plays and when it goes).
 */
export function useNarrationAudio({ positionKey, positions, rate, onEnded }: Options) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const lastSaved = useRef(0);

  // The caller keys this hook's component by slide: on leaving, the detached element still knows where it was.
  useEffect(() => {
    const el = audio.current;
    return () => {
      if (el && !el.ended && el.currentTime > 0) positions.set(positionKey, el.currentTime);
    };
  }, [positionKey, positions]);

  useEffect(() => {
    const el = audio.current;
    if (el) el.defaultPlaybackRate = el.playbackRate = rate;
  }, [rate]);

  const onLoadedMetadata = useCallback(async () => {
    const el = audio.current;
    if (!el) return;
    el.defaultPlaybackRate = el.playbackRate = rate;
    setDuration(Number.isFinite(el.duration) ? el.duration : 0);
    await positions.ready;
    const saved = positions.get(positionKey);
    if (saved > 0 && el.currentTime === 0 && (!Number.isFinite(el.duration) || saved < el.duration - NEAR_END)) {
      el.currentTime = saved;
      setTime(saved);
    }
  }, [positions, positionKey, rate]);

  // The metadata can arrive between the element's creation and React's commit, when React
  // drops media events: catch up from the element itself once mounted.
  useEffect(() => {
    if ((audio.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) void onLoadedMetadata();
  }, [onLoadedMetadata]);

  const onTimeUpdate = useCallback(() => {
    const el = audio.current;
    if (!el) return;
    setTime(el.currentTime);
    if (Math.abs(el.currentTime - lastSaved.current) >= SAVE_EVERY) {
      lastSaved.current = el.currentTime;
      positions.set(positionKey, el.currentTime);
    }
  }, [positions, positionKey]);

  const play = useCallback(() => {
    audio.current?.play().catch((error: unknown) => logError('narration play failed', error));
  }, []);

  const pause = useCallback(() => audio.current?.pause(), []);

  const seek = useCallback((seconds: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(el.duration) ? el.duration : seconds));
    setTime(el.currentTime);
  }, []);

  const events = {
    onLoadedMetadata: () => void onLoadedMetadata(),
    onDurationChange: () => setDuration(Number.isFinite(audio.current?.duration) ? audio.current!.duration : 0),
    onTimeUpdate,
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      const el = audio.current;
      if (el && !el.ended) positions.set(positionKey, el.currentTime);
    },
    onEnded: () => {
      setPlaying(false);
      positions.set(positionKey, 0);
      onEnded();
    },
  };

  return { audio, playing, time, duration, play, pause, seek, events };
}
