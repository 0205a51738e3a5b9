import { useEffect, useRef } from 'react';

/**
 * A slide video that starts playing pauses the narration; when the video stops and
 * narration plays continuously, the narration picks up again. Media events do not
 * bubble, so the page listens in the capture phase.
 */
export function useVideoInterplay(playing: boolean, continuous: boolean, pause: () => void, play: () => void) {
  const resume = useRef(false);
  const state = useRef({ playing, continuous, pause, play });
  useEffect(() => {
    state.current = { playing, continuous, pause, play };
  });

  useEffect(() => {
    const onVideoPlay = (event: Event) => {
      if (!(event.target instanceof HTMLVideoElement) || !state.current.playing) return;
      resume.current = state.current.continuous;
      state.current.pause();
    };
    const onVideoStop = (event: Event) => {
      if (!(event.target instanceof HTMLVideoElement) || !resume.current) return;
      resume.current = false;
      state.current.play();
    };
    document.addEventListener('play', onVideoPlay, true);
    document.addEventListener('pause', onVideoStop, true);
    document.addEventListener('ended', onVideoStop, true);
    return () => {
      document.removeEventListener('play', onVideoPlay, true);
      document.removeEventListener('pause', onVideoStop, true);
      document.removeEventListener('ended', onVideoStop, true);
    };
  }, []);
}
