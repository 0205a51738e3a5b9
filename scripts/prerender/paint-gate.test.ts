import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { bootScript } from './boot';
import type { HeldPress } from '../../src/boot/held';

const SOURCE = await bootScript('page-script');

/** What the gate leaves the entry screen's own start (src/boot/entry-gate.ts). */
type GateWindow = Window & { toolkitStartApp?: () => void };
const gateStart = () => (window as GateWindow).toolkitStartApp;

/** What each gate run here holds: its listeners stay on the one test document. */
const gates: unknown[][] = [];

/** Runs the gate as the built page does, before the body paints. */
function runGate(): void {
  new Function(SOURCE)();
  gates.push(window.toolkitHeldPresses!);
}

/** The live app takes what every gate holds (each test's gate still listens). */
const takeAll = () => gates.forEach((held) => held.splice(0));

describe('the built paint gate', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-session');
    document.documentElement.removeAttribute('data-started');
  });

  it('reads the hints the app writes, under STORAGE_KEYS.paintHints', () => {
    localStorage.setItem(STORAGE_KEYS.paintHints, JSON.stringify({ session: true, started: ['4'] }));
    const script = document.createElement('script');
    script.dataset.module = '4';
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      runGate();
    } finally {
      delete (document as { currentScript?: unknown }).currentScript;
    }
    expect(document.documentElement.hasAttribute('data-session')).toBe(true);
    expect(document.documentElement.hasAttribute('data-started')).toBe(true);
  });

  it('marks nothing when no hints are stored', () => {
    localStorage.setItem('toolkit.somethingElse', JSON.stringify({ session: true }));
    runGate();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });

  it('lets a tracked link that opens a new tab open from the copy, and keeps its track call for the next start', () => {
    runGate();
    takeAll();
    document.body.innerHTML =
      '<div class="prerendered"><a href="/pdfs/en/x.pdf" target="_blank" data-track-key="training.Manual">PDF</a><a href="/toolkit/en/training">Training</a></div>';
    const [pdf, page] = document.querySelectorAll('a');
    // What the gates left to the browser, seen last (and then stopped: the test document opens nothing).
    let left = false;
    const last = (event: Event) => {
      left = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', last);
    pdf.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.removeEventListener('click', last);
    expect(left, 'the browser opens it, with the press as its gesture').toBe(true);
    // One per gate listening (each test's gate stays on this document).
    const held = Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_KEYS.heldTrack('')));
    expect(held).toHaveLength(gates.length);
    expect(held[0].slice(STORAGE_KEYS.heldTrack('').length)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(localStorage.getItem(held[0])!)).toMatchObject({ resource: 'training.Manual', at: expect.any(Number) });
    expect(gates.flat(), 'not pressed again by the live app').toEqual([]);
    // A link within the toolkit is still held for the live app.
    const staying = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.dispatchEvent(staying);
    expect(staying.defaultPrevented).toBe(true);
    expect(new Set((gates.flat() as HeldPress[]).map((h) => h.control))).toEqual(new Set([page]));
    takeAll();
    document.body.innerHTML = '';
  });

  it('holds a form submitted on the prerendered entry screen for the app, and lets the hydrated page have it', () => {
    runGate();
    document.body.innerHTML = '<div id="root" data-hydrate><form><input name="code" value="ABC"></form></div>';
    const form = document.querySelector('form')!;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-pending-submit')).toBe(true);
    // Hydrated (src/app/mount.tsx removes the mark): React answers from here.
    form.removeAttribute('data-pending-submit');
    document.getElementById('root')!.removeAttribute('data-hydrate');
    const late = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(form.hasAttribute('data-pending-submit')).toBe(false);
    document.body.innerHTML = '';
  });
});

describe('presses on the static copy', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held by the element pressed (a press inside a control: the control), and kept from the page', () => {
    runGate();
    document.body.innerHTML =
      '<div id="root" class="prerendered"><a href="/toolkit/en/training">Training</a>' +
      '<button>Next slide</button><p><button><span>Next slide</span></button></p><button aria-label="Search">⌕</button></div>';
    const [link, , secondNext, search] = [...document.querySelectorAll('a, button')] as HTMLElement[];
    const clicks = [link, secondNext.querySelector('span')!, search].map((el) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(clicks).toEqual([true, true, true]);
    expect(window.toolkitHeldPresses).toEqual([{ control: link }, { control: secondNext }, { control: search }]);
  });

  it('hold a choice made in a list on the copy, with its value, in order with the presses', () => {
    runGate();
    document.body.innerHTML =
      '<div id="root" class="prerendered"><button>Play</button><select><option value="1">1×</option><option value="1.5">1.5×</option></select></div>';
    const play = document.querySelector('button')!;
    play.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const list = document.querySelector('select')!;
    list.value = '1.5';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    expect(window.toolkitHeldPresses).toEqual([{ control: play }, { control: list, value: '1.5' }]);
  });

  it('leave the entry screen to its own form (hydrated, it holds its submission)', () => {
    runGate();
    document.body.innerHTML = '<div id="root" class="prerendered" data-hydrate><button>SUBMIT</button></div>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(window.toolkitHeldPresses).toEqual([]);
  });

  it('make a press whose part under the finger was redrawn as the page became the app’s; not one released elsewhere', async () => {
    runGate();
    document.body.innerHTML = '<div id="root" class="prerendered"><button aria-label="People"><svg></svg></button><a href="/x">x</a></div>';
    const pointer = (type: string, target: Element) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, isPrimary: true }));
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    pointer('pointerdown', button.querySelector('svg')!);
    // Hydrated: the button is the app's, its icon redrawn as the person's initials (no click follows).
    document.getElementById('root')!.classList.remove('prerendered');
    button.innerHTML = '<span>A</span>';
    pointer('pointerup', button.querySelector('span')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);

    document.getElementById('root')!.classList.add('prerendered');
    pointer('pointerdown', button);
    pointer('pointerup', document.querySelector('a')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed, 'slid off the control: no press').toHaveBeenCalledTimes(1);
    expect(window.toolkitHeldPresses).toEqual([]);
  });

  it('hold no press whose release made a click itself, and a press begun and ended on the copy once', async () => {
    runGate();
    document.body.innerHTML = '<div id="root" class="prerendered"><button>Next slide</button></div>';
    const pointer = (type: string, target: Element) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, isPrimary: true }));
    const copy = document.querySelector('button')!;
    pointer('pointerdown', copy);
    pointer('pointerup', copy);
    copy.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.toolkitHeldPresses, 'its click is held as any press is, once').toEqual([{ control: copy }]);
    takeAll();
  });

  it('leave the live page alone', () => {
    runGate();
    document.body.innerHTML = '<div id="root"><button>Next slide</button></div>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(window.toolkitHeldPresses).toEqual([]);
  });
});

describe('search keys on the static copy', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    takeAll();
  });

  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('`/` and what follows are held in order until the live app takes them; other keys keep their default', () => {
    takeAll();
    runGate();
    document.body.innerHTML = '<div id="root"><div class="prerendered"><a href="/x">x</a></div></div>';
    expect(key({ key: 'a' }), 'a key before any search').toBe(false);
    expect([key({ key: '/' }), key({ key: 'E', shiftKey: true }), key({ key: 'Backspace' }), key({ key: 'l' })]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(key({ key: 'Tab' }), 'Tab still moves focus').toBe(false);
    // The app replaced the copy; keys typed before the replay still wait their turn.
    document.body.innerHTML = '<div id="root"></div>';
    expect(key({ key: 'i' })).toBe(true);
    expect(window.toolkitHeldPresses!.map((held) => ('keydown' in held ? held.keydown : 'press'))).toEqual([
      '/',
      'E',
      'Backspace',
      'l',
      'i',
    ]);
    // Taken by the replay: from now on keys go to the live page.
    takeAll();
    expect(key({ key: 'b' })).toBe(false);
  });

  it('the app’s replay of the held keys passes the gate, in order', async () => {
    const { makeHeld } = await import('../../src/boot/held');
    takeAll();
    runGate();
    document.body.innerHTML = '<div id="root"><div class="prerendered"></div></div>';
    ['/', 'e', 'l', 'i'].forEach((k) => key({ key: k }));
    document.body.innerHTML = '<div id="root"></div>';
    const heard: string[] = [];
    const hear = (event: KeyboardEvent) => heard.push(event.key);
    document.addEventListener('keydown', hear);
    try {
      makeHeld(window.toolkitHeldPresses);
    } finally {
      document.removeEventListener('keydown', hear);
    }
    expect(heard).toEqual(['/', 'e', 'l', 'i']);
    expect(window.toolkitHeldPresses).toEqual([]);
  });

  it('past the copy, keys wait for a replay a few seconds at most', () => {
    vi.useFakeTimers();
    try {
      takeAll();
      runGate();
      document.body.innerHTML = '<div class="prerendered"></div>';
      expect(key({ key: '/' })).toBe(true);
      document.body.innerHTML = '<div id="root"></div>';
      expect(key({ key: 'e' })).toBe(true);
      vi.advanceTimersByTime(6000);
      expect(key({ key: 'l' }), 'no replay came: the live page has its keys').toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Ctrl+K opens the same way; a key in a field is the field’s', () => {
    runGate();
    document.body.innerHTML = '<div class="prerendered"><input></div>';
    expect(key({ key: '/' }, document.querySelector('input')!)).toBe(false);
    expect(key({ key: 'k', ctrlKey: true })).toBe(true);
    expect(window.toolkitHeldPresses).toEqual([{ keydown: 'k', shiftKey: false, ctrlKey: true, metaKey: false }]);
  });

  it('leave a live page alone', () => {
    runGate();
    document.body.innerHTML = '<div id="root"></div>';
    expect(key({ key: '/' })).toBe(false);
    expect(window.toolkitHeldPresses).toEqual([]);
  });
});

/** Runs the gate as the built page does, its script naming the page's audience, chunks and app. */
function runGateFor(audience: 'session' | 'visitor', preload: string[]): void {
  const gate = document.createElement('script');
  gate.setAttribute('data-audience', audience);
  gate.setAttribute('data-app', '/assets/index.js');
  gate.setAttribute('data-preload', preload.join(' '));
  Object.defineProperty(document, 'currentScript', { value: gate, configurable: true });
  try {
    new Function(SOURCE)();
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
}

describe('the app’s start', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('link[rel="modulepreload"], script[src]').forEach((el) => el.remove());
    document.body.innerHTML = '';
    localStorage.clear();
    document.documentElement.removeAttribute('data-session');
    delete (window as GateWindow).toolkitStartApp;
  });

  it('asks for the page’s chunks a few at a time, each batch a short task of its own, and for the app script last', async () => {
    vi.useFakeTimers();
    const chunks = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    // A slow device: every request a link starts takes 3 ms of the main thread.
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const appendChild = document.head.appendChild.bind(document.head);
    const batches: number[] = [];
    let inTask = 0;
    vi.spyOn(document.head, 'appendChild').mockImplementation((el) => {
      now += 3;
      inTask += 1;
      return appendChild(el);
    });
    runGateFor('session', chunks);
    for (let i = 0; i < 20 && document.head.querySelector('script[src="/assets/index.js"]') === null; i++) {
      await vi.advanceTimersToNextTimerAsync();
      if (inTask) batches.push(inTask);
      inTask = 0;
    }
    const asked = [...document.head.querySelectorAll('link[rel="modulepreload"], script[src]')].map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src'),
    );
    expect(asked).toEqual([...chunks, '/assets/index.js']);
    // 8 ms of requests per task at most, so no long task however many chunks a page has.
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
  });

  /** Runs a gate for the entry screen (audience visitor) as the built page does. */
  function runEntryGate(): void {
    // What the gate asks for, kept from the test document (which would try to load it).
    asked.length = 0;
    vi.spyOn(document.head, 'appendChild').mockImplementation((el) => {
      asked.push((el as HTMLScriptElement).getAttribute('src') ?? (el as HTMLLinkElement).getAttribute('href') ?? '');
      return el;
    });
    runGateFor('visitor', ['/assets/shared.js']);
  }
  const asked: string[] = [];
  const appAsked = () => asked.includes('/assets/index.js');

  it('on a visitor’s entry screen, asks for nothing and leaves the start to the entry gate', async () => {
    vi.useFakeTimers();
    runEntryGate();
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toEqual([]);
    gateStart()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/assets/shared.js', '/assets/index.js']);
  });

  it('with a stored session, the entry screen (hidden) starts the app at once', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.paintHints, JSON.stringify({ session: true }));
    runEntryGate();
    await vi.advanceTimersByTimeAsync(0);
    expect(appAsked()).toBe(true);
  });
});
