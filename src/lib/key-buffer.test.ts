import { afterEach, describe, expect, it } from 'vitest';
import { holdKeysFor, takeHeldKeys } from './key-buffer';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdKeysFor / takeHeldKeys', () => {
  it('holds key presses for what opens next, in order, and hands them over once', () => {
    holdKeysFor('present');
    const events = [press('ArrowRight'), press('b'), press('Escape', { shiftKey: true })];
    expect(events.every((event) => event.defaultPrevented)).toBe(true);
    expect(takeHeldKeys('present')).toEqual([
      { key: 'ArrowRight', shiftKey: false },
      { key: 'b', shiftKey: false },
      { key: 'Escape', shiftKey: true },
    ]);
    expect(takeHeldKeys('present')).toEqual([]);
    expect(press('ArrowRight').defaultPrevented).toBe(false);
  });

  it('leaves Tab and shortcuts to the page', () => {
    holdKeysFor('present');
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(press('r', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(takeHeldKeys('present')).toEqual([]);
  });

  it('lets go by itself when nothing takes the keys', async () => {
    holdKeysFor('present', 20);
    press('a');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(press('b').defaultPrevented).toBe(false);
    expect(takeHeldKeys('present')).toEqual([]);
  });
});
