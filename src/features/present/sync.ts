import { isCount, isRecord, isString, oneOf } from '@/lib/guards';
import type { TabChannel } from '@/lib/tabs';
import type { PresentAction } from './keys';

/**
 * The presentation and its presenter view, two windows of one device, talk over a tab channel
 * (lib/tabs: BroadcastChannel, no network). The presentation holds the position and says where
 * it is; the presenter view asks for it when it opens (it may open late, or be reloaded) and
 * sends the moves its keys and buttons ask for. Every message names its deck (language, section,
 * module), so two presentations on one device do not drive each other.
 */
export type PresentMessage =
  { type: 'at'; deck: string; at: number } | { type: 'hello'; deck: string } | { type: 'act'; deck: string; action: PresentAction };

export const PRESENT_CHANNEL = 'present';

const isSimpleAction = oneOf(['next', 'prev', 'first', 'last', 'black', 'fullscreen', 'leave', 'narration', 'presenter', 'notes'] as const);

function isAction(value: unknown): value is PresentAction {
  return isRecord(value) && (isSimpleAction(value.type) || (value.type === 'jump' && isCount(value.n)));
}

/** A message from the other window, checked before it moves a presentation in front of a room. */
export function isPresentMessage(value: unknown): value is PresentMessage {
  if (!isRecord(value) || !isString(value.deck)) return false;
  if (value.type === 'hello') return true;
  if (value.type === 'at') return isCount(value.at);
  return value.type === 'act' && isAction(value.action);
}

export function deckKey(lang: string, type: string, position: number): string {
  return `${lang}/${type}/${position}`;
}

export interface PresentationSide {
  /** Tells the presenter views where the presentation is now. */
  announce(at: number): void;
  /** Hears the presenter views' moves; answers their hello with `current()`. */
  listen(current: () => number, act: (action: PresentAction) => void): () => void;
}

export interface PresenterSide {
  /** Asks the presentation where it is (its answer comes through `listen`). */
  hello(): void;
  act(action: PresentAction): void;
  listen(onAt: (at: number) => void): () => void;
}

export function presentationSide(channel: TabChannel<PresentMessage>, deck: string): PresentationSide {
  const announce = (at: number) => channel.post({ type: 'at', deck, at });
  return {
    announce,
    listen: (current, act) =>
      channel.listen((message) => {
        if (message.deck !== deck) return;
        if (message.type === 'hello') announce(current());
        if (message.type === 'act') act(message.action);
      }),
  };
}

export function presenterSide(channel: TabChannel<PresentMessage>, deck: string): PresenterSide {
  return {
    hello: () => channel.post({ type: 'hello', deck }),
    act: (action) => channel.post({ type: 'act', deck, action }),
    listen: (onAt) =>
      channel.listen((message) => {
        if (message.deck === deck && message.type === 'at') onAt(message.at);
      }),
  };
}
