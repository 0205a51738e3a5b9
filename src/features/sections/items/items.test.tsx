import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ButtonItem, HashtagsItem, PdfItem } from '@/content/types';
import { Hashtags } from './Hashtags';
import { PdfCard } from './PdfCard';
import { ResearchButton } from './ResearchButton';

const track = vi.fn();
vi.mock('@/features/outbox', () => ({ useTrack: () => track }));

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const poster: PdfItem = {
  kind: 'pdf',
  key: 'promotional.PosterP2Version3',
  title: 'Poster, version 3',
  imgSrc: '/images/en/promotional/poster-3-thumb.jpg',
  url: '/pdfs/en/promotional/poster-3.pdf',
  print: 'p2',
  editable: true,
  pages: [],
};

// Links would navigate the test window (happy-dom follows them): keep the click, drop the navigation.
const stopNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  track.mockReset();
  document.addEventListener('click', stopNavigation);
  return () => document.removeEventListener('click', stopNavigation);
});

describe('PdfCard', () => {
  it('shows the print size and editable badges and opens the PDF in a new tab', () => {
    wrap(<PdfCard item={poster} level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Poster, version 3' })).toBeTruthy();
    expect(screen.getByText('P2 poster · 430 × 560 mm')).toBeTruthy();
    expect(screen.getByText('Editable')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open PDF: Poster, version 3 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/pdfs/en/promotional/poster-3.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('tracks exactly once per click, with the resource key', () => {
    wrap(<PdfCard item={poster} level={3} />);
    fireEvent.click(screen.getByRole('link'));
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith({ resource: 'promotional.PosterP2Version3' });
  });
});

describe('ResearchButton', () => {
  it('shows its lines and tracks the opened link once', () => {
    const item: ButtonItem = {
      kind: 'button',
      key: 'training.ResearchEvidence',
      lines: ['Research evidence', 'View the data'],
      url: 'https://r.example',
    };
    wrap(<ResearchButton item={item} />);
    const link = screen.getByRole('link', { name: /Research evidence\s*View the data/ });
    fireEvent.click(link);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith({ resource: 'training.ResearchEvidence' });
  });
});

describe('Hashtags', () => {
  const item: HashtagsItem = { kind: 'hashtags', tags: ['#One', '#Two'] };

  it('copies the tags and shows a "Copied" status', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    wrap(<Hashtags item={item} level={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy hashtags' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('#One #Two');
    vi.unstubAllGlobals();
  });

  it('falls back to a selected field when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    wrap(<Hashtags item={item} level={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy hashtags' }));
    const field = (await screen.findByRole('textbox', { name: 'Hashtags to copy' })) as HTMLTextAreaElement;
    expect(field.value).toBe('#One #Two');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toMatch(/Ctrl\+C/);
    vi.unstubAllGlobals();
  });
});
