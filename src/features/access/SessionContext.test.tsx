import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { SessionProvider, useSession } from './SessionContext';
import { sessionStore, writeSession, type Session } from './session-store';
import { usePageLang } from './use-page-lang';

// The build under test may ship with French disabled; the switch's wiring is what is checked here.
vi.mock('@/i18n/lang', async (actual) => ({ ...(await actual<object>()), isLangEnabled: () => true }));

describe('SessionProvider', () => {
  it('stores the language chosen in the shared language switch in the session', async () => {
    void writeSession({ id: 'learner-1', lang: 'en' });
    const written: Session[] = [];
    const stop = sessionStore.subscribe(() => written.push(sessionStore.getSnapshot()));
    const location = memoryLocation({ path: '/toolkit/en/training', record: true });
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <SessionProvider>
            <LanguageSwitch current="en" />
          </SessionProvider>
        </Router>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(written).toEqual([{ id: 'learner-1', lang: 'fr' }]));
    stop();
    expect(location.history.at(-1)).toBe('/toolkit/fr/training');
  });
});

describe('the session store: one copy of the session', () => {
  it('is what every useSession reads, and a write reaches each of them', async () => {
    await writeSession({ id: null, lang: 'en' });
    const a = renderHook(() => useSession());
    const b = renderHook(() => useSession());
    await act(() => a.result.current.signIn('learner-2', 'en'));
    expect(b.result.current.session).toEqual({ id: 'learner-2', lang: 'en' });
    expect(sessionStore.getSnapshot()).toEqual({ id: 'learner-2', lang: 'en' });
  });

  it('takes the language of the page opened as the learner’s language', async () => {
    await writeSession({ id: 'learner-3', lang: 'en' });
    renderHook(() => usePageLang('fr', '/toolkit/fr/training'));
    expect(sessionStore.getSnapshot()).toEqual({ id: 'learner-3', lang: 'fr' });
  });
});

describe('usePageLang: the language changed in another tab', () => {
  it('keeps the page on screen, and sends the next page this tab opens to that language', async () => {
    await writeSession({ id: 'learner-4', lang: 'en' });
    const page = renderHook(({ location }) => usePageLang('en', location), {
      initialProps: { location: '/toolkit/en/training' },
    });
    // What a message from another tab does to this tab's session store.
    await act(() => writeSession({ id: 'learner-4', lang: 'fr' }));
    expect(page.result.current).toBeNull();
    page.rerender({ location: '/toolkit/en/implementation' });
    expect(page.result.current).toBe('fr');
  });

  it('does not move a page opened under its own language: the page’s language is taken', async () => {
    await writeSession({ id: 'learner-4', lang: 'fr' });
    const page = renderHook(({ location }) => usePageLang('en', location), {
      initialProps: { location: '/toolkit/en/training' },
    });
    page.rerender({ location: '/toolkit/en/implementation' });
    expect(page.result.current).toBeNull();
    expect(sessionStore.getSnapshot().lang).toBe('en');
  });
});
