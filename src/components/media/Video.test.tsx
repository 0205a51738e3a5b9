import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { Video } from './Video';

const render = (ui: ReactNode) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const props = { title: 'Welcome', srcMp4: '/videos/welcome.mp4', captions: '/videos/welcome.vtt' };

function rejectPlay(name: string) {
  return vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('refused', name));
}

afterEach(() => vi.restoreAllMocks());

describe('Video', () => {
  it('a start the browser refuses hands over to the native controls instead of doing nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rejectPlay('NotAllowedError');
    const { container } = render(<Video {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Welcome' }));
    await waitFor(() => expect(container.querySelector('video')?.hasAttribute('controls')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Play video: Welcome' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[toolkit] video play failed:', expect.any(DOMException));
  });

  it('an interrupted start (AbortError) leaves the big play button in place', async () => {
    const play = rejectPlay('AbortError');
    const { container } = render(<Video {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Welcome' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(container.querySelector('video')?.hasAttribute('controls')).toBe(false);
    expect(screen.getByRole('button', { name: 'Play video: Welcome' })).toBeTruthy();
  });
});
