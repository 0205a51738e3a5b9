import { afterEach, describe, expect, it } from 'vitest';
import { bufferTyping } from './typing-buffer';

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
