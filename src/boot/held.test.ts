// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeHeld, type Held } from './held';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('makeHeld: presses held before hydration, made on the hydrated page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('presses the very node pressed, focused first, each a frame after the one before', async () => {
    document.body.innerHTML = '<button id="a">Next slide</button><button id="b">Next slide</button>';
    const [a, b] = [...document.querySelectorAll('button')];
    const order: string[] = [];
    for (const button of [a, b])
      button.addEventListener('click', () => order.push(`${button.id} focused:${document.activeElement === button}`));
    makeHeld([{ control: b }, { control: a }]);
    expect(order).toEqual(['b focused:true']);
    await frame();
    expect(order).toEqual(['b focused:true', 'a focused:true']);
  });

  it('skips a node the page no longer has, and makes a list’s choice it still offers', async () => {
    document.body.innerHTML = '<button>Gone</button><select><option value="1">1×</option><option value="1.5">1.5×</option></select>';
    const gone = document.querySelector('button')!;
    const gonePress = vi.fn();
    gone.addEventListener('click', gonePress);
    gone.remove();
    const list = document.querySelector('select')!;
    const changes: string[] = [];
    list.addEventListener('change', () => changes.push(list.value));
    makeHeld([{ control: gone }, { control: list, value: '1.5' }, { control: list, value: '3' }]);
    await frame();
    await frame();
    expect(gonePress).not.toHaveBeenCalled();
    expect(changes).toEqual(['1.5']);
  });

  it('replays held keys at once, in order: `/` to where focus is, the rest typed into the field it opened', () => {
    document.body.innerHTML = '<button>Search</button>';
    document.querySelector('button')!.focus();
    const typed: string[] = [];
    document.addEventListener('keydown', function open(event) {
      if (event.key !== '/') return;
      document.removeEventListener('keydown', open);
      const field = document.createElement('input');
      field.type = 'text';
      field.addEventListener('input', () => typed.push(field.value));
      document.body.append(field);
      field.focus();
    });
    const key = (k: string): Held => ({ keydown: k, shiftKey: false, ctrlKey: false, metaKey: false });
    makeHeld([key('/'), key('e'), key('l'), key('Backspace'), key('i')]);
    expect(document.querySelector('input')!.value).toBe('ei');
    expect(typed).toEqual(['e', 'el', 'e', 'ei']);
  });

  it('takes what the paint gate held, once', () => {
    document.body.innerHTML = '<button>Search</button>';
    const button = document.querySelector('button')!;
    const press = vi.fn();
    button.addEventListener('click', press);
    window.toolkitHeldPresses = [{ control: button }];
    makeHeld();
    makeHeld();
    expect(press).toHaveBeenCalledTimes(1);
    expect(window.toolkitHeldPresses).toEqual([]);
  });
});
