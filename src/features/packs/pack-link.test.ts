import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { browserLink } from './pack-link';

afterEach(() => sessionStorage.clear());

describe('browserLink: the packs a tab downloads, kept for the page a reload puts in its place', () => {
  it('keeps them in this tab’s sessionStorage', () => {
    browserLink().remember(['en:core', 'fr:training']);
    expect(browserLink().remembered()).toEqual(['en:core', 'fr:training']);
    browserLink().remember([]);
    expect(browserLink().remembered()).toEqual([]);
  });

  it('reads nothing it does not know as a pack (another build, a hand edit)', () => {
    sessionStorage.setItem(STORAGE_KEYS.packsRunning, JSON.stringify(['en:core', 'xx:core', 'en:nothing', 7]));
    expect(browserLink().remembered()).toEqual(['en:core']);
    sessionStorage.setItem(STORAGE_KEYS.packsRunning, '{not json');
    expect(browserLink().remembered()).toEqual([]);
  });
});
