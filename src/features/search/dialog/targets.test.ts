import { describe, expect, it } from 'vitest';
import type { SearchTarget } from '../search-doc';
import { moduleSection, targetHref, targetMedia } from './targets';

describe('moduleSection', () => {
  it('keeps the learner in the section they are in when it has the module', () => {
    expect(moduleSection('4', '/toolkit/en/implementation')).toBe('implementation');
    expect(moduleSection('4', '/toolkit/en/implementation/module/2/quiz')).toBe('implementation');
    expect(moduleSection('4', '/toolkit/en/training')).toBe('training');
  });

  it('otherwise opens the course that has it, training first', () => {
    expect(moduleSection('4', '/toolkit/en/promotional')).toBe('training');
    expect(moduleSection('a', '/toolkit/en/training')).toBe('implementation');
    expect(moduleSection('1', '/toolkit/en/implementation')).toBe('training');
  });
});

describe('targetHref', () => {
  it('opens a slide of a module at its position in that section', () => {
    expect(targetHref({ prefix: 'toolkit', lang: 'en' }, { to: 'slide', code: 'b', n: 3 }, '/toolkit/en/offline')).toBe(
      '/toolkit/en/implementation/module/6/slides?slide=3',
    );
    expect(targetHref({ prefix: 'toolkit', lang: 'fr' }, { to: 'slide', code: '4', n: 7 }, '/toolkit/fr/training')).toBe(
      '/toolkit/fr/training/module/4/slides?slide=7',
    );
  });

  it("keeps an Ontario page's results under /resources", () => {
    const ontario = { prefix: 'resources', lang: 'en' } as const;
    expect(targetHref(ontario, { to: 'slide', code: '4', n: 2 }, '/resources/en/implementation')).toBe(
      '/resources/en/implementation/module/4/slides?slide=2',
    );
    expect(targetHref(ontario, { to: 'overview', section: 'training' }, '/resources/en/implementation')).toBe(
      '/resources/en/training#modules',
    );
  });

  it('opens a video or a block on its section page, at its anchor', () => {
    const video: SearchTarget = { to: 'video', section: 'training', anchor: 'training.VideoGettingStarted', media: [] };
    expect(targetHref({ prefix: 'toolkit', lang: 'en' }, video, '/')).toBe('/toolkit/en/training#training.VideoGettingStarted');
    expect(targetHref({ prefix: 'toolkit', lang: 'en' }, { to: 'overview', section: 'implementation' }, '/')).toBe(
      '/toolkit/en/implementation#modules',
    );
  });

  it('names the slide image as the file that says whether a slide is on this device', () => {
    expect(targetMedia('en', { to: 'slide', code: 'a', n: 2 })).toEqual(['/images/en/modules/1-implementation/slide-2.svg']);
  });
});
