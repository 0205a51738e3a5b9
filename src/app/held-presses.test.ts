import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeldPresses } from './held-presses';

afterEach(() => {
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
