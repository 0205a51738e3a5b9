import { describe, expect, it } from 'vitest';
import type { TabChannel } from '@/lib/tabs';
import type { PresentAction } from './keys';
import { isPresentMessage, presentationSide, presenterSide, type PresentMessage } from './sync';

/** Windows on one in-memory channel: a post reaches every other window, as BroadcastChannel does. */
function bus() {
  const listeners = new Set<{ owner: number; fn: (m: PresentMessage) => void }>();
  const log: PresentMessage[] = [];
  let windows = 0;
  const window = (): TabChannel<PresentMessage> => {
    const owner = ++windows;
    return {
      post: (m) => {
        log.push(m);
        for (const l of [...listeners]) if (l.owner !== owner) l.fn(structuredClone(m));
      },
      listen: (fn) => {
        const l = { owner, fn };
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
  };
  return { window, log };
}

describe('presentation ↔ presenter view', () => {
  it('a move in the presentation reaches the presenter view, a move in the presenter view reaches the presentation', () => {
    const { window } = bus();
    const acted: PresentAction[] = [];
    const presentation = presentationSide(window(), 'en/training/7');
    presentation.listen(
      () => 0,
      (a) => acted.push(a),
    );
    const seen: number[] = [];
    const presenter = presenterSide(window(), 'en/training/7');
    presenter.listen((at) => seen.push(at));

    presentation.announce(3);
    expect(seen).toEqual([3]);
    presenter.act({ type: 'next' });
    expect(acted).toEqual([{ type: 'next' }]);
  });

  it('a presenter view that opens late gets the current position when it says hello', () => {
    const { window } = bus();
    let at = 0;
    presentationSide(window(), 'en/training/7').listen(
      () => at,
      () => undefined,
    );
    at = 6;
    const seen: number[] = [];
    const late = presenterSide(window(), 'en/training/7');
    late.listen((n) => seen.push(n));
    late.hello();
    expect(seen).toEqual([6]);
  });

  it('another module’s presentation on the same device is not heard', () => {
    const { window, log } = bus();
    const acted: PresentAction[] = [];
    presentationSide(window(), 'en/training/4').listen(
      () => 1,
      (a) => acted.push(a),
    );
    const seen: number[] = [];
    const presenter = presenterSide(window(), 'en/training/7');
    presenter.listen((n) => seen.push(n));
    presenter.hello();
    presenter.act({ type: 'next' });
    presentationSide(window(), 'en/training/4').announce(2);
    expect(acted).toEqual([]);
    expect(seen).toEqual([]);
    expect(log.map((m) => m.type)).toEqual(['hello', 'act', 'at']);
  });
});

describe('messages from the other window are checked before use', () => {
  it.each([
    { type: 'at', deck: 'en/training/3', at: 2 },
    { type: 'hello', deck: 'en/training/3' },
    { type: 'act', deck: 'en/training/3', action: { type: 'next' } },
    { type: 'act', deck: 'en/training/3', action: { type: 'jump', n: 4 } },
  ])('accepts %j', (message) => {
    expect(isPresentMessage(message)).toBe(true);
  });

  it.each([
    null,
    'next',
    { type: 'at', deck: 'en/training/3', at: -1 },
    { type: 'at', deck: 'en/training/3', at: '2' },
    { type: 'at', at: 2 },
    { type: 'act', deck: 'en/training/3', action: { type: 'explode' } },
    { type: 'act', deck: 'en/training/3', action: { type: 'jump', n: Number.POSITIVE_INFINITY } },
    { type: 'act', deck: 'en/training/3', action: { type: 'jump' } },
    { type: 'act', deck: 'en/training/3' },
    { type: 'reload', deck: 'en/training/3' },
  ])('refuses %j', (message) => {
    expect(isPresentMessage(message)).toBe(false);
  });
});
