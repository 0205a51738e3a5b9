import { describe, expect, it } from 'vitest';
import type { OfflineSnapshot } from './pack-manager';
import { missingSlides } from './selectors';
import { entry, makeIndex } from './test-fixtures';

function snapshot(cached: string[], more: Partial<OfflineSnapshot> = {}): OfflineSnapshot {
  const index = makeIndex();
  index.modules['7'] = [1, 2, 3, 4, 5].flatMap((n) => [
    entry(`/images/en/modules/7/slide-${n}.svg`, 1000),
    entry(`/audio/en/modules/7/slide-${n}.mp3`, 5000, 'audio'),
  ]);
  return {
    ready: true,
    supported: true,
    indexes: { en: index },
    cached: new Set(cached),
    jobs: {},
    prefs: { wanted: {}, paused: {} } as unknown as OfflineSnapshot['prefs'],
    storage: null,
    videoFormat: 'mp4' as OfflineSnapshot['videoFormat'],
    ...more,
  };
}

describe('missingSlides', () => {
  it('counts the module’s slide images not on the device (narration and other modules aside)', () => {
    expect(missingSlides(snapshot([]), 'en', '7')).toBe(5);
    const some = [
      '/images/en/modules/7/slide-1.svg',
      '/images/en/modules/7/slide-4.svg',
      '/audio/en/modules/7/slide-2.mp3',
      '/images/en/modules/2/slide-1.svg',
    ];
    expect(missingSlides(snapshot(some), 'en', '7')).toBe(3);
    const all = [1, 2, 3, 4, 5].map((n) => `/images/en/modules/7/slide-${n}.svg`);
    expect(missingSlides(snapshot(all), 'en', '7')).toBe(0);
  });

  it('says nothing (null) without the language’s index or offline support', () => {
    expect(missingSlides(snapshot([], { indexes: {} }), 'en', '7')).toBeNull();
    expect(missingSlides(snapshot([], { supported: false }), 'en', '7')).toBeNull();
  });
});
