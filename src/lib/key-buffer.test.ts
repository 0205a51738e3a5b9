import { afterEach, describe, expect, it } from 'vitest';
import { bufferTyping, holdKeysFor, takeHeldKeys } from './key-buffer';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bufferTyping', () => {
  it('holds printable keys and Backspace in order, and keeps them from the page', () => {
    const buffer = bufferTyping();
    const keys = ['e', 'l', 'i', 'x', 'Backspace', 'g', 'i', 'b', ' ', 'é'].map((key) => press(key));
    expect(keys.every((event) => event.defaultPrevented)).toBe(true);
    expect(buffer.take()).toBe('eligib é');
  });

  it('leaves shortcuts, navigation keys and composition to the page', () => {
    const buffer = bufferTyping();
    const passed = [press('Tab'), press('Enter'), press('Escape'), press('k', { ctrlKey: true }), press('a', { isComposing: true })];
    expect(passed.some((event) => event.defaultPrevented)).toBe(false);
    expect(buffer.take()).toBe('');
  });

  it('stops holding keys once taken or cancelled', () => {
    const taken = bufferTyping();
    press('a');
    expect(taken.take()).toBe('a');
    expect(press('b').defaultPrevented).toBe(false);
    const cancelled = bufferTyping();
    cancelled.cancel();
    expect(press('c').defaultPrevented).toBe(false);
  });
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
