import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, type AtomicStore } from '@/lib/storage';
import { testHub } from '@/test/sync-tabs';
import { createPositionStore, type PositionStore } from './positions';
import { useNarrationAudio } from './use-narration-audio';

/** The positions a page over `kv` reads (its hub opened at once, as start-up does). */
function positionsOn(kv: AtomicStore = createMemoryStore()) {
  const hub = testHub(kv);
  const positions = createPositionStore(hub);
  void hub.loadAll();
  return positions;
}

const KEY = '4/2';

// happy-dom lacks the readyState constants every browser has.
if (HTMLMediaElement.HAVE_METADATA === undefined) Object.defineProperty(HTMLMediaElement, 'HAVE_METADATA', { value: 1 });

interface HarnessProps {
  positions: PositionStore;
  rate?: number;
  onEnded?: () => void;
}

/** A caller as SlideNarration is: the hook's element, its state shown, its controls as buttons. */
function Harness({ positions, rate = 1, onEnded = () => undefined }: HarnessProps) {
  const { audio, playing, time, duration, play, pause, seek, events } = useNarrationAudio({ positionKey: KEY, positions, rate, onEnded });
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audio} data-testid="audio" {...events} />
      <output>{`${playing ? 'playing' : 'stopped'} ${time}/${duration}`}</output>
      <button onClick={play}>play</button>
      <button onClick={pause}>pause</button>
      <button onClick={() => seek(-5)}>seek before start</button>
      <button onClick={() => seek(30)}>seek to 30</button>
      <button onClick={() => seek(500)}>seek past end</button>
    </>
  );
}

const element = () => screen.getByTestId('audio') as HTMLAudioElement;
const shown = () => screen.getByRole('status').textContent;

/** happy-dom's media elements load nothing: set what a loaded file would report. */
function setMedia(el: HTMLMediaElement, fields: { duration?: number; readyState?: number; ended?: boolean }) {
  for (const [name, value] of Object.entries(fields)) Object.defineProperty(el, name, { value, configurable: true });
}

async function loadMetadata(duration = 120) {
  setMedia(element(), { duration, readyState: HTMLMediaElement.HAVE_METADATA });
  await act(async () => void fireEvent(element(), new Event('loadedmetadata')));
}

async function playTo(seconds: number) {
  element().currentTime = seconds;
  await act(async () => void fireEvent(element(), new Event('timeupdate')));
}

async function storeWith(saved: Record<string, number> = {}) {
  const positions = positionsOn();
  await positions.ready;
  for (const [key, seconds] of Object.entries(saved)) positions.set(key, seconds);
  return positions;
}

afterEach(() => vi.restoreAllMocks());

describe('use-narration-audio', () => {
  it('plays and pauses the slide narration, and remembers where it was paused', async () => {
    const positions = await storeWith();
    render(<Harness positions={positions} />);
    await loadMetadata();
    expect(shown()).toBe('stopped 0/120');
    await act(async () => screen.getByText('play').click());
    expect(element().paused).toBe(false);
    expect(shown()).toBe('playing 0/120');
    await playTo(12.5);
    await act(async () => screen.getByText('pause').click());
    expect(element().paused).toBe(true);
    expect(shown()).toBe('stopped 12.5/120');
    expect(positions.get(KEY)).toBe(12.5);
  });

  it('at the end: stops, forgets the position and tells the caller once', async () => {
    const onEnded = vi.fn();
    const positions = await storeWith({ [KEY]: 40 });
    render(<Harness positions={positions} onEnded={onEnded} />);
    await loadMetadata();
    await act(async () => screen.getByText('play').click());
    await playTo(120);
    setMedia(element(), { ended: true });
    await act(async () => void fireEvent(element(), new Event('ended')));
    expect(shown()).toBe('stopped 120/120');
    expect(positions.get(KEY)).toBe(0);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('plays at the chosen speed, from the start and when the speed changes', async () => {
    const positions = await storeWith();
    const { rerender } = render(<Harness positions={positions} rate={1.5} />);
    await loadMetadata();
    expect(element().playbackRate).toBe(1.5);
    expect(element().defaultPlaybackRate).toBe(1.5);
    rerender(<Harness positions={positions} rate={0.75} />);
    expect(element().playbackRate).toBe(0.75);
    expect(element().defaultPlaybackRate).toBe(0.75);
  });

  it('resumes where the learner left the slide', async () => {
    const positions = await storeWith({ [KEY]: 33 });
    render(<Harness positions={positions} />);
    await loadMetadata();
    expect(element().currentTime).toBe(33);
    expect(shown()).toBe('stopped 33/120');
  });

  it('starts from the beginning when the remembered position is at the very end', async () => {
    const positions = await storeWith({ [KEY]: 119.5 });
    render(<Harness positions={positions} />);
    await loadMetadata();
    expect(element().currentTime).toBe(0);
  });

  it('restores the position once stored positions are read, even if the file loaded first', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const slowStore: AtomicStore = {
      ...createMemoryStore(),
      get: <T,>() => new Promise<T | undefined>((resolve) => (answer = (v) => resolve(v as T))),
    };
    const positions = positionsOn(slowStore);
    render(<Harness positions={positions} />);
    await loadMetadata();
    expect(element().currentTime).toBe(0);
    await act(async () => answer({ [KEY]: 21 }));
    expect(element().currentTime).toBe(21);
  });

  it('catches up with a file whose metadata arrived before the page was ready', async () => {
    const positions = await storeWith({ [KEY]: 8 });
    const getter = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_METADATA);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(60);
    render(<Harness positions={positions} />);
    await act(async () => positions.ready);
    expect(getter).toHaveBeenCalled();
    expect(element().currentTime).toBe(8);
    expect(shown()).toBe('stopped 8/60');
  });

  it('follows the time as it plays and saves it every few seconds', async () => {
    const positions = await storeWith();
    const save = vi.spyOn(positions, 'set');
    render(<Harness positions={positions} />);
    await loadMetadata();
    await playTo(1);
    expect(shown()).toBe('stopped 1/120');
    expect(save).not.toHaveBeenCalled();
    await playTo(2.2);
    expect(save).toHaveBeenLastCalledWith(KEY, 2.2);
    await playTo(3);
    expect(save).toHaveBeenCalledTimes(1);
    await playTo(4.4);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('seeks within the narration only', async () => {
    const positions = await storeWith();
    render(<Harness positions={positions} />);
    await loadMetadata(90);
    await act(async () => screen.getByText('seek to 30').click());
    expect(element().currentTime).toBe(30);
    await act(async () => screen.getByText('seek past end').click());
    expect(element().currentTime).toBe(90);
    await act(async () => screen.getByText('seek before start').click());
    expect(element().currentTime).toBe(0);
    expect(shown()).toBe('stopped 0/90');
  });

  it('remembers the position when the learner leaves the slide mid-way', async () => {
    const positions = await storeWith();
    const { unmount } = render(<Harness positions={positions} />);
    await loadMetadata();
    element().currentTime = 17.3;
    unmount();
    expect(positions.get(KEY)).toBe(17.3);
  });

  it('logs a start the browser refuses instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));
    render(<Harness positions={await storeWith()} />);
    await act(async () => screen.getByText('play').click());
    expect(warn).toHaveBeenCalledWith('[toolkit] narration play failed:', expect.any(DOMException));
    expect(shown()).toBe('stopped 0/0');
  });
});
