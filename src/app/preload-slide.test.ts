import { afterEach, describe, expect, it } from 'vitest';
import { fullModuleId, moduleAt } from '../content/catalogue';
import type { ProgressMap } from '@/features/progress/progress';
import { openingSlide, preloadSlide } from './preload-slide';

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

describe('preloadSlide', () => {
  const code = moduleAt('training', 4)!;
  const progress: ProgressMap = { [fullModuleId(code)]: { slide: 6, slidesComplete: false, quizPassed: false } };

  it('opens at the slide a link names (?slide=n), else at the furthest slide reached', () => {
    expect(openingSlide('training', '4', progress, '?slide=2')).toBe(1);
    expect(openingSlide('training', '4', progress, '')).toBe(6);
    expect(openingSlide('training', '4', {}, '')).toBe(0);
    // A slide the module does not have falls back to the furthest reached.
    expect(openingSlide('training', '4', progress, '?slide=99')).toBe(6);
    expect(openingSlide('training', '9', progress, '')).toBeUndefined();
    // As strict as the module page (resolveModuleRoute): "04" is not module 4.
    expect(openingSlide('training', '04', progress, '')).toBeUndefined();
  });

  it('asks early, with high priority, for the image of the slide the page opens at', () => {
    preloadSlide('en', 'training', '4', progress, '?slide=3');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.href).toMatch(new RegExp(`/images/en/modules/${fullModuleId(code)}/slide-3\\.svg$`));
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });
});
