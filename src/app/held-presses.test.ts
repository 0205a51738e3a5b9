import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_PRESS_WAIT_MS, replayHeldPresses } from './held-presses';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete window.toolkitHeldPresses;
});

describe('replayHeldPresses', () => {
  it('presses the same controls on the live page, once each, in order', async () => {
    document.body.innerHTML = '<div id="root"><div class="prerendered"><button>Next slide</button></div></div>';
    window.toolkitHeldPresses = [
      { key: 'name:Next slide', index: 0 },
      { key: 'href:/toolkit/en/training', index: 0 },
      { key: 'name:Missing', index: 0 },
    ];
    const pressed: string[] = [];
    // The live app's first commit has replaced the copy.
    document.getElementById('root')!.innerHTML = '<button>Next slide</button><a href="/toolkit/en/training">Training</a>';
    document.querySelectorAll('a, button').forEach((el) =>
      el.addEventListener('click', (event) => {
        event.preventDefault();
        pressed.push(el.textContent!);
      }),
    );
    replayHeldPresses();
    await vi.waitFor(() => expect(pressed).toEqual(['Next slide', 'Training']));
    expect(window.toolkitHeldPresses).toEqual([]);
    // Focused as a person's press focuses it: a dialog it opened gives focus back to it.
    expect(document.activeElement?.textContent).toBe('Training');
  });

  it('finds a control named otherwise on the live page by what it says it is (the person menu names its person)', async () => {
    window.toolkitHeldPresses = [{ key: 'press:people-menu', index: 0 }];
    document.body.innerHTML = '<button aria-label="Person using the toolkit: Ana" data-press="people-menu">A</button>';
    const pressed: string[] = [];
    document
      .querySelector('button')!
      .addEventListener('click', (event) => pressed.push((event.target as Element).getAttribute('aria-label')!));
    replayHeldPresses();
    await vi.waitFor(() => expect(pressed).toEqual(['Person using the toolkit: Ana']));
  });
});

describe('a held choice in a list', () => {
  it('is made on the live page’s list, which hears its change; an option it lacks is left alone', async () => {
    const speeds = '<option value="1">1×</option><option value="1.5">1.5×</option>';
    document.body.innerHTML = `<div id="root"><select>${speeds}</select></div>`;
    const heard: string[] = [];
    document.querySelector('select')!.addEventListener('change', (event) => heard.push((event.target as HTMLSelectElement).value));
    window.toolkitHeldPresses = [
      { key: 'name:1×1.5×', index: 0, value: '1.5' },
      { key: 'name:1×1.5×', index: 0, value: '3' },
    ];
    replayHeldPresses();
    await vi.waitFor(() => expect(window.toolkitHeldPresses).toEqual([]));
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['1.5']);
    expect(document.querySelector('select')!.value).toBe('1.5');
  });
});

describe('held search keys', () => {
  it('are typed at once, in order, to where focus is, after the presses before them', async () => {
    document.body.innerHTML = '<div id="root"><button>Menu</button></div>';
    const seen: string[] = [];
    document.querySelector('button')!.addEventListener('click', () => seen.push('press:Menu'));
    document.addEventListener('keydown', (event) => seen.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`));
    window.toolkitHeldPresses = [
      { key: 'name:Menu', index: 0 },
      { keydown: '/', shiftKey: false, ctrlKey: false, metaKey: false },
      { keydown: 'E', shiftKey: true, ctrlKey: false, metaKey: false },
      { keydown: 'l', shiftKey: false, ctrlKey: false, metaKey: false },
      { keydown: 'k', shiftKey: false, ctrlKey: true, metaKey: false },
    ];
    replayHeldPresses();
    await vi.waitFor(() => expect(seen).toEqual(['press:Menu', '/', 'E', 'l', 'Ctrl+k']));
    expect(window.toolkitHeldPresses).toEqual([]);
  });
});

describe('a held press whose control the live page draws a moment later', () => {
  it('is made when the control appears; one that never does is given up after a while, and the next is made', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    // Offline, the narration's Play comes once Cache Storage has answered; the speed list is there at once.
    document.body.innerHTML = '<div id="root"><select><option value="1">1×</option><option value="1.5">1.5×</option></select></div>';
    const root = document.getElementById('root')!;
    const seen: string[] = [];
    root.addEventListener('change', (event) => seen.push(`speed ${(event.target as HTMLSelectElement).value}`));
    root.addEventListener('click', (event) => seen.push(`press ${(event.target as Element).textContent}`));
    window.toolkitHeldPresses = [
      { key: 'name:1×1.5×', index: 0, value: '1.5' },
      { key: 'name:Play narration', index: 0 },
      { key: 'name:Gone', index: 0 },
      { key: 'name:Next slide', index: 0 },
    ];
    replayHeldPresses();
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual(['speed 1.5']);
    root.insertAdjacentHTML('beforeend', '<button>Play narration</button><button>Next slide</button>');
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toEqual(['speed 1.5', 'press Play narration']);
    // "Gone" never comes: the presses after it wait for it no longer than this.
    await vi.advanceTimersByTimeAsync(HELD_PRESS_WAIT_MS - 100);
    expect(seen).toEqual(['speed 1.5', 'press Play narration']);
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toEqual(['speed 1.5', 'press Play narration', 'press Next slide']);
  });
});
