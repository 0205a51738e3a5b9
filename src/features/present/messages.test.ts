import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { loadPresentMessages } from './messages';

describe('loadPresentMessages', () => {
  it("adds the presentation's strings to the i18n it is given, in English and French, keeping what was there", async () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: { kept: 'gardé' } } });
    await loadPresentMessages(i18n, 'fr');
    expect(i18n._(msg`Leave presentation`)).toBe('Quitter la présentation');
    expect(i18n._('kept')).toBe('gardé');
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    await loadPresentMessages(en, 'en');
    expect(en._(msg`Leave presentation`)).toBe('Leave presentation');
  });

  it('loads into each instance it is given, once per language', async () => {
    const first = setupI18n({ locale: 'fr', messages: { fr: {} } });
    const second = setupI18n({ locale: 'fr', messages: { fr: {} } });
    expect(loadPresentMessages(first, 'fr')).toBe(loadPresentMessages(first, 'fr'));
    await loadPresentMessages(first, 'fr');
    await loadPresentMessages(second, 'fr');
    expect(second._(msg`Narration on`)).toBe('Narration activée');
  });
});
