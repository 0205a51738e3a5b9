import { describe, expect, it } from 'vitest';
import { prerenderedPath } from './navigation';

describe('prerenderedPath', () => {
  it('maps a route to the page the build prerenders for it', () => {
    expect(prerenderedPath('/toolkit/en/training')).toBe('toolkit/en/training/index.html');
    expect(prerenderedPath('/toolkit/en/training/module/4/slides/')).toBe('toolkit/en/training/module/4/slides/index.html');
  });

  it('has no page for the root or dot segments', () => {
    expect(prerenderedPath('/')).toBeNull();
    expect(prerenderedPath('/toolkit/../en')).toBeNull();
  });
});
