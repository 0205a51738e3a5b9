import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Lang } from '@/content/types';
import { LangChoice } from './lang-choice';
import { LanguageSwitch } from './LanguageSwitch';

// French ships disabled; the switch is a link only in a build that enables it.
vi.mock('@/i18n/lang', async (actual) => ({
  ...(await actual<object>()),
  isLangEnabled: () => true,
}));

afterEach(() => window.history.replaceState(null, '', '/'));

function renderSwitchAt(path: string, search: string, choose: (lang: Lang) => void) {
  const location = memoryLocation({ path, searchPath: search, record: true });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LangChoice.Provider value={choose}>
          <LanguageSwitch current="en" />
        </LangChoice.Provider>
      </Router>
    </I18nProvider>,
  );
  return location;
}

describe('LanguageSwitch', () => {
  it('opens the same slide in the language chosen: the query and hash are kept', async () => {
    window.history.replaceState(null, '', '/toolkit/en/training/module/3/slides?slide=4#narration');
    const choose = vi.fn();
    const location = renderSwitchAt('/toolkit/en/training/module/3/slides', 'slide=4', choose);
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(choose).toHaveBeenCalledWith('fr'));
    expect(location.history.at(-1)).toBe('/toolkit/fr/training/module/3/slides?slide=4#narration');
  });

  it('on a page with no query, the plain address in the other language', async () => {
    const location = renderSwitchAt('/resources/en/promotional', '', () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/resources/fr/promotional'));
  });

  it('shows the language pressed at once, and changes the page only after that frame is painted', async () => {
    const choose = vi.fn();
    const location = renderSwitchAt('/toolkit/en/training', '', choose);
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
    expect(choose).not.toHaveBeenCalled();
    expect(location.history.at(-1)).toBe('/toolkit/en/training');
    await waitFor(() => expect(choose).toHaveBeenCalledWith('fr'));
    expect(location.history.at(-1)).toBe('/toolkit/fr/training');
  });
});
