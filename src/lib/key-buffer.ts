/**
 * Keys pressed while what they are meant for is still loading (a presentation's code: a
 * clicker's first presses): held in order, kept from the page, and handed over once it is there.
 */

/** Stops holding keys; the buffer keeps what it had. */
type Stop = () => void;

function capture(take: (event: KeyboardEvent) => boolean, target: Document): Stop {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || !take(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}

/** What a held key press says, to replay it to a listener that reads `key` and its modifiers. */
export type HeldKey = Pick<KeyboardEvent, 'key' | 'shiftKey'>;

const held = new Map<string, { keys: HeldKey[]; stop: Stop; timer: ReturnType<typeof setTimeout> }>();

function release(name: string): HeldKey[] {
  const hold = held.get(name);
  if (!hold) return [];
  hold.stop();
  clearTimeout(hold.timer);
  held.delete(name);
  return hold.keys;
}

/**
 * Holds every key press without Ctrl/⌘/Alt (and not Tab, which moves focus) for whatever `name`
 * opens next, until it takes them with `takeHeldKeys`, or for `ms` at most.
 */
export function holdKeysFor(name: string, ms = 10_000, target: Document = document): void {
  release(name);
  const keys: HeldKey[] = [];
  const stop = capture((event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key === 'Tab') return false;
    keys.push({ key: event.key, shiftKey: event.shiftKey });
    return true;
  }, target);
  held.set(name, { keys, stop, timer: setTimeout(() => release(name), ms) });
}

/** The keys held for `name`, in order; from now on keys go to the page as usual. */
export function takeHeldKeys(name: string): HeldKey[] {
  return release(name);
}
