import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch';
import { SessionProvider } from './SessionContext';
import { onSessionWritten, type Session } from './session-store';

// The build under test may ship with French disabled; the switch's wiring is what is checked here.
vi.mock('../../i18n/lang', async (actual) => ({ ...(await actual<object>()), isLangEnabled: () => true }));

describe('SessionProvider', () => {
  it('stores the language chosen in the shared language switch in the session', () => {
    const written: Session[] = [];
    const stop = onSessionWritten((s) => written.push(s));
    const location = memoryLocation({ path: '/toolkit/en/training', record: true });
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <SessionProvider initial={{ id: 'learner-1', lang: 'en' }}>
            <LanguageSwitch current="en" />
          </SessionProvider>
        </Router>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    stop();
    expect(written).toEqual([{ id: 'learner-1', lang: 'fr' }]);
    expect(location.history.at(-1)).toBe('/toolkit/fr/training');
  });
});
