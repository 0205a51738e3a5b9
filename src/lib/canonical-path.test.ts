import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';
import { matchRoute } from './paths';

describe('canonicalPath', () => {
  it('writes a prefix typed in capitals as the route table does, keeping the rest of the path', () => {
    const both = ['en', 'fr'];
    expect(canonicalPath('/Toolkit/en/training', both)).toBe('/toolkit/en/training');
    expect(canonicalPath('/TOOLKIT/fr/training/module/3/slides', both)).toBe('/toolkit/fr/training/module/3/slides');
    expect(canonicalPath('/Resources/en/Promotional', both)).toBe('/resources/en/Promotional');
    expect(canonicalPath('/TOOLKIT', both)).toBe('/toolkit');
  });

  it('puts the default in place of a language the toolkit knows and the build does not have', () => {
    expect(canonicalPath('/toolkit/fr/training', ['en'])).toBe('/toolkit/en/training');
    expect(canonicalPath('/Resources/fr', ['en'])).toBe('/resources/en');
    expect(canonicalPath('/toolkit/de/training', ['en']), 'not a language of the toolkit').toBeUndefined();
  });

  it('leaves a canonical address, another first segment or the root alone', () => {
    for (const path of ['/toolkit/en/training', '/resources/en', '/ContactForm', '/Toolkits/en', '/', '']) {
      expect(canonicalPath(path, ['en']), path).toBeUndefined();
    }
  });

  it('then matches the route the address names', () => {
    expect(matchRoute('/TOOLKIT/en/training')).toBeUndefined();
    expect(matchRoute(canonicalPath('/TOOLKIT/en/training', ['en'])!)).toEqual({
      route: 'section',
      base: { prefix: 'toolkit', lang: 'en' },
      section: 'training',
    });
  });
});
