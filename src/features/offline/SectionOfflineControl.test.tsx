import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackView } from '../packs';
import { SectionOfflineControl } from './SectionOfflineControl';
import { fakePack, renderWithI18n } from './test-fixtures';

const packs = vi.hoisted(() => ({ supported: true, view: null as PackView | null }));
vi.mock('../packs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePack: () => packs.view,
  useOfflineSnapshot: () => ({ supported: packs.supported }),
}));

const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const show = (videos = true) => renderWithI18n(<SectionOfflineControl lang="en" section="training" videos={videos} />);

describe('SectionOfflineControl', () => {
  beforeEach(() => {
    packs.supported = true;
    packs.view = fakePack();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says videos are kept only on request, gives their size, and offers the section', () => {
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Use this section offline');
    expect(screen.getByText(/Videos are kept only when you make this section available offline\./)).toBeTruthy();
    expect(screen.getByText(/^Size: .+ \(videos: 30 MB\)$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make available offline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage offline content' }).getAttribute('href')).toBe('/toolkit/en/offline');
  });

  it('leaves videos out of the text for a section without any', () => {
    packs.view = fakePack({ scope: 'promotional', videoBytes: 0 });
    show(false);
    expect(screen.getByText('Slides, narration and documents are saved on this device by themselves.')).toBeTruthy();
    expect(screen.queryByText(/videos:/)).toBeNull();
  });

  it("until the pack is known, holds the controls' place with nothing to press or read", () => {
    packs.view = null;
    const { container } = show();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    // The same text as once it is known: nothing rewraps when the pack's state arrives.
    expect(screen.getByText(/Videos are kept only when you make this section available offline\./)).toBeTruthy();
    const pending = container.querySelector('.pack-controls--pending');
    expect(pending?.getAttribute('aria-hidden')).toBe('true');
    expect(pending?.querySelectorAll('.pack-controls__status, .pack-controls__size, .pack-controls__actions')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Manage offline content' })).toBeTruthy();
  });

  it('says when the browser cannot save anything, and offers nothing', () => {
    packs.supported = false;
    show();
    expect(screen.getByText('This browser cannot save content for offline use.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells iPad Safari users to install the toolkit so Safari keeps the content', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPAD_SAFARI);
    show();
    expect(screen.getByText(/On iPad, add the toolkit to your Home Screen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to install' }).getAttribute('href')).toBe('/toolkit/en/offline#install');
  });

  it('gives other browsers no install hint', () => {
    show();
    expect(screen.queryByRole('link', { name: 'How to install' })).toBeNull();
  });
});
