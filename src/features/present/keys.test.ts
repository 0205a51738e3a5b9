import { describe, expect, it } from 'vitest';
import { readKey, type KeyPress } from './keys';
import { stepAfter } from './steps';

const press = (key: string, more: Partial<KeyPress> = {}) => readKey({ key, ...more }, '');
const action = (key: string, more: Partial<KeyPress> = {}) => press(key, more).action?.type;

describe('readKey', () => {
  it('goes forward with → ↓ PageDown Space Enter, back with ← ↑ PageUp Backspace (clickers send these)', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']) expect(action(key), key).toBe('next');
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']) expect(action(key), key).toBe('prev');
  });

  it('maps Home, End, B and ".", F, N and Esc, in either case', () => {
    expect(action('Home')).toBe('first');
    expect(action('End')).toBe('last');
    for (const key of ['b', 'B', '.']) expect(action(key), key).toBe('black');
    for (const key of ['f', 'F']) expect(action(key), key).toBe('fullscreen');
    for (const key of ['n', 'N']) expect(action(key), key).toBe('narration');
    for (const key of ['p', 'P']) expect(action(key), key).toBe('presenter');
    for (const key of ['s', 'S']) expect(action(key), key).toBe('notes');
    expect(action('Escape')).toBe('leave');
    expect(press('ArrowRight').handled).toBe(true);
  });

  it('jumps to a slide number typed before Enter', () => {
    let result = readKey({ key: '1' }, '');
    expect(result).toEqual({ digits: '1', handled: true });
    result = readKey({ key: '2' }, result.digits);
    expect(result.digits).toBe('12');
    expect(readKey({ key: 'Enter' }, result.digits)).toEqual({ digits: '', handled: true, action: { type: 'jump', n: 12 } });
  });

  it('forgets the typed number on any other key, and Esc then only drops the number', () => {
    expect(readKey({ key: 'ArrowRight' }, '12')).toEqual({ digits: '', handled: true, action: { type: 'next' } });
    expect(readKey({ key: 'Escape' }, '3')).toEqual({ digits: '', handled: true });
    expect(readKey({ key: '9' }, '1234').digits).toBe('2349');
  });

  it('leaves keys with Ctrl, Alt or Meta, and while composing, to the browser', () => {
    for (const mod of ['ctrlKey', 'altKey', 'metaKey', 'isComposing'] as const) {
      expect(press('ArrowRight', { [mod]: true }), mod).toEqual({ digits: '', handled: false });
      expect(press('f', { [mod]: true }).handled, mod).toBe(false);
    }
    // Shift+Space, Shift+arrows belong to the browser; Shift only changes what a character types.
    expect(press(' ', { shiftKey: true }).handled).toBe(false);
    expect(press('ArrowLeft', { shiftKey: true }).handled).toBe(false);
    expect(press('B', { shiftKey: true }).action?.type).toBe('black');
    expect(press('4', { shiftKey: true }).digits).toBe('4');
  });

  it('leaves keys typed in form fields to them, and Enter or Space on a focused control', () => {
    const field = document.createElement('input');
    const area = document.createElement('textarea');
    const button = document.createElement('button');
    for (const target of [field, area]) {
      for (const key of ['ArrowRight', ' ', 'Enter', 'b', '4', 'Escape']) expect(press(key, { target }).handled, key).toBe(false);
    }
    expect(press('Enter', { target: button }).handled).toBe(false);
    expect(press(' ', { target: button }).handled).toBe(false);
    expect(action('PageDown', { target: button })).toBe('next');
  });

  it('leaves other keys alone', () => {
    for (const key of ['Tab', 'a', 'F5', 'Shift']) expect(press(key).handled, key).toBe(false);
  });
});

describe('stepAfter, a module without questions', () => {
  it('moves within the module: never before the first slide nor past the last', () => {
    expect(stepAfter({ type: 'next' }, 0, { slides: 5, questions: 0 })).toBe(1);
    expect(stepAfter({ type: 'next' }, 4, { slides: 5, questions: 0 })).toBe(4);
    expect(stepAfter({ type: 'prev' }, 0, { slides: 5, questions: 0 })).toBe(0);
    expect(stepAfter({ type: 'first' }, 3, { slides: 5, questions: 0 })).toBe(0);
    expect(stepAfter({ type: 'last' }, 0, { slides: 5, questions: 0 })).toBe(4);
    expect(stepAfter({ type: 'jump', n: 3 }, 0, { slides: 5, questions: 0 })).toBe(2);
    expect(stepAfter({ type: 'jump', n: 0 }, 2, { slides: 5, questions: 0 })).toBe(0);
    expect(stepAfter({ type: 'jump', n: 99 }, 0, { slides: 5, questions: 0 })).toBe(4);
    expect(stepAfter({ type: 'black' }, 2, { slides: 5, questions: 0 })).toBeUndefined();
  });
});
