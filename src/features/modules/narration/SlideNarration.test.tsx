import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { createMemoryStore, type AtomicStore } from '@/lib/storage';
import { testHub } from '@/test/sync-tabs';
import { createPositionStore } from './positions';
import { SlideNarration } from './SlideNarration';

/** The positions a page over `kv` reads (its hub opened at once, as start-up does). */
function positionsOn(kv: AtomicStore = createMemoryStore()) {
  const hub = testHub(kv);
  const positions = createPositionStore(hub);
  void hub.loadAll();
  return positions;
}

const WithI18n = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

function show(props: { continuous?: boolean; autoplay?: boolean; onEnded?: () => void; onAutoplayTaken?: () => void }) {
  const positions = positionsOn();
  return render(
    <>
      <SlideNarration
        src="/audio/en/modules/4/slide-2.mp3"
        slide={2}
        positionKey="4/2"
        positions={positions}
        rate={1}
        continuous={props.continuous ?? false}
        autoplay={props.autoplay ?? false}
        onAutoplayTaken={props.onAutoplayTaken ?? (() => undefined)}
        onEnded={props.onEnded ?? (() => undefined)}
        onError={() => undefined}
        onLoad={() => undefined}
      />
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video data-testid="clip" />
    </>,
    { wrapper: WithI18n },
  );
}

const narration = () => screen.getByLabelText('Narration for slide 2') as HTMLAudioElement;
const clip = (event: 'play' | 'pause' | 'ended') => act(async () => void fireEvent(screen.getByTestId('clip'), new Event(event)));

describe('SlideNarration', () => {
  it('plays and pauses from its button', async () => {
    show({});
    await act(async () => screen.getByRole('button', { name: 'Play narration' }).click());
    expect(narration().paused).toBe(false);
    await act(async () => screen.getByRole('button', { name: 'Pause narration' }).click());
    expect(narration().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play narration' })).toBeTruthy();
  });

  it('in continuous play, starts by itself on arrival and hands the end to the module', async () => {
    const onAutoplayTaken = vi.fn();
    const onEnded = vi.fn();
    show({ continuous: true, autoplay: true, onAutoplayTaken, onEnded });
    await act(async () => undefined);
    expect(onAutoplayTaken).toHaveBeenCalledTimes(1);
    expect(narration().paused).toBe(false);
    await act(async () => void fireEvent(narration(), new Event('ended')));
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play narration' })).toBeTruthy();
  });

  it('waits for the learner when it did not arrive in continuous play', async () => {
    show({});
    await act(async () => undefined);
    expect(narration().paused).toBe(true);
  });

  it('gives way to a slide video, and in continuous play picks up again when the video stops', async () => {
    show({ continuous: true });
    await act(async () => screen.getByRole('button', { name: 'Play narration' }).click());
    await clip('play');
    expect(narration().paused).toBe(true);
    await clip('ended');
    expect(narration().paused).toBe(false);
  });

  it('stays paused after a slide video when play is not continuous', async () => {
    show({ continuous: false });
    await act(async () => screen.getByRole('button', { name: 'Play narration' }).click());
    await clip('play');
    expect(narration().paused).toBe(true);
    await clip('pause');
    expect(narration().paused).toBe(true);
  });
});
