import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalLink, PdfLink } from './ExternalLink';

const track = vi.fn();
vi.mock('@/features/outbox', () => ({ useTrack: () => track }));

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const stopNavigation = (event: Event) => event.preventDefault();

function setOnline(online: boolean, cachedPaths: string[] = []) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.stubGlobal('caches', { match: async (url: string) => (cachedPaths.some((p) => url.endsWith(p)) ? new Response('x') : undefined) });
}

beforeEach(() => {
  track.mockReset();
  document.addEventListener('click', stopNavigation);
  return () => document.removeEventListener('click', stopNavigation);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExternalLink', () => {
  it('opens in a new tab, says so in its name, shows the icon, and tracks each open once', () => {
    wrap(
      <ExternalLink className="button" href="https://videos.example/v" trackKey="training.VideoLink">
        Watch on the video site
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Watch on the video site (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(link);
    fireEvent.click(link);
    expect(track.mock.calls).toEqual([[{ resource: 'training.VideoLink' }], [{ resource: 'training.VideoLink' }]]);
  });

  it('takes a full name instead of the hint, and leaves the icon out on request', () => {
    wrap(
      <ExternalLink
        className="x"
        href="https://demo.example"
        trackKey="promotional.Demo"
        label="Demo site (opens in a new tab)"
        icon={false}
      >
        Demo
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Demo site (opens in a new tab)' });
    expect(link.textContent).toBe('Demo');
    expect(link.querySelector('svg')).toBeNull();
  });
});

describe('PdfLink', () => {
  const pdf = { path: '/pdfs/en/training/guide.pdf', title: 'Guide', trackKey: 'training.Guide' } as const;

  it('online: a tracked link to the file', () => {
    setOnline(true);
    wrap(<PdfLink {...pdf} />);
    const link = screen.getByRole('link', { name: 'Open PDF: Guide (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/pdfs/en/training/guide.pdf');
    fireEvent.click(link);
    expect(track).toHaveBeenCalledWith({ resource: 'training.Guide' });
  });

  it('offline and not on this device: a notice in place of the link', async () => {
    setOnline(false);
    wrap(<PdfLink {...pdf} />);
    expect(await screen.findByText('This PDF is not on this device yet. It will be available once you are connected.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offline and cached: the link stays', async () => {
    setOnline(false, [pdf.path]);
    wrap(<PdfLink {...pdf} />);
    expect(await screen.findByRole('link', { name: 'Open PDF: Guide (opens in a new tab)' })).toBeTruthy();
  });
});
