/** What a key (or a clicker, which sends PageUp/PageDown or arrows) asks of the presentation. */
export type PresentAction =
  | { type: 'next' | 'prev' | 'first' | 'last' | 'black' | 'fullscreen' | 'leave' | 'narration' | 'presenter' | 'notes' }
  | { type: 'jump'; n: number };

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  target?: EventTarget | null;
}

export interface KeyResult {
  /** Digits typed so far for "a slide number then Enter". */
  digits: string;
  action?: PresentAction;
  /** False: the key is left to the browser (no preventDefault). */
  handled: boolean;
}

const NAMED: Record<string, PresentAction['type']> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ' ': 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  PageUp: 'prev',
  Backspace: 'prev',
  Home: 'first',
  End: 'last',
  Escape: 'leave',
};

/** P opens the presenter view; S (speaker notes) shows the notes over the slide. */
const CHARACTERS: Record<string, PresentAction['type']> = {
  b: 'black',
  '.': 'black',
  f: 'fullscreen',
  n: 'narration',
  p: 'presenter',
  s: 'notes',
};

/** Typing goes to fields; Enter and Space activate a focused control (a video's play button). */
const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const CONTROLS = 'button, a[href], summary, audio, video, [role="button"]';
const MAX_DIGITS = 4;

function closest(target: EventTarget | null | undefined, selector: string): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

function leftToBrowser(press: KeyPress): boolean {
  if (press.altKey || press.ctrlKey || press.metaKey || press.isComposing) return true;
  if (closest(press.target, FIELDS)) return true;
  if ((press.key === 'Enter' || press.key === ' ') && closest(press.target, CONTROLS)) return true;
  // Shift changes what a character key types (digits on an AZERTY keyboard), nothing else.
  return press.shiftKey === true && (press.key.length > 1 || press.key === ' ');
}

/**
 * One key press → the presentation's action, given the digits typed before it. Pure, so every
 * key of the issue is tested without a browser; Presentation.tsx applies the result.
 */
export function readKey(press: KeyPress, digits: string): KeyResult {
  if (leftToBrowser(press)) return { digits, handled: false };
  const { key } = press;
  if (/^[0-9]$/.test(key)) return { digits: (digits + key).slice(-MAX_DIGITS), handled: true };
  if (key === 'Enter') return { digits: '', handled: true, action: digits ? { type: 'jump', n: Number(digits) } : { type: 'next' } };
  // Esc first drops a number being typed; the next Esc leaves.
  if (key === 'Escape' && digits) return { digits: '', handled: true };
  const type = NAMED[key] ?? CHARACTERS[key.toLowerCase()];
  return type ? { digits: '', handled: true, action: { type } as PresentAction } : { digits, handled: false };
}
