import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { ErrorBoundary } from './ErrorBoundary';

function Broken({ fail, error = new Error('render failed') }: { fail: boolean; error?: Error }) {
  if (fail) throw error;
  return <p>Slide 1</p>;
}

function Page({ fail, resetKey }: { fail: boolean; resetKey: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <h1>Module 3</h1>
      <ErrorBoundary region="slides" resetKey={resetKey}>
        <Broken fail={fail} />
      </ErrorBoundary>
      <button type="button">Summary</button>
    </I18nProvider>
  );
}

describe('ErrorBoundary', () => {
  it('shows a message, Reload and the contact address in place of a failed region, the rest of the page intact', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page fail resetKey="3" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('This part of the page could not be shown');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: config.contactEmail }).getAttribute('href')).toBe(`mailto:${config.contactEmail}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Module 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Summary' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[toolkit] render (slides):', expect.objectContaining({ error: expect.any(Error) }));
  });

  it('tries its children again when its key changes (another module, the next page)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Page fail resetKey="3" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<Page fail={false} resetKey="3" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<Page fail={false} resetKey="4" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Slide 1')).toBeTruthy();
  });

  it('gives a failed page a heading of its own', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider i18n={i18n}>
        <ErrorBoundary region="page">
          <Broken fail />
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
  });

  describe('code this device has not got, offline', () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ModuleRoutePage-x.js');
    const renderPage = () =>
      render(
        <I18nProvider i18n={i18n}>
          <ErrorBoundary region="page">
            <Broken fail error={missing} />
          </ErrorBoundary>
        </I18nProvider>,
      );

    afterEach(() => vi.unstubAllGlobals());

    it('says the page is not on this device yet, and loads it again when the connection is back', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubGlobal('navigator', { ...navigator, onLine: false });
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'This page is not on this device yet' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('It opens by itself when the connection is back.');
      expect(reload).not.toHaveBeenCalled();
      vi.stubGlobal('navigator', { ...navigator, onLine: true });
      act(() => void window.dispatchEvent(new Event('online')));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('online, the same failure is the generic one (the server did not answer)', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    });
  });
});
