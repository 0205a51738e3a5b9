import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackView } from '../packs';
import { PackControls } from './PackControls';
import { fakePack, renderWithI18n } from './test-fixtures';

const actions = vi.hoisted(() => ({
  start: vi.fn(async () => undefined),
  pause: vi.fn(async () => undefined),
  resume: vi.fn(async () => undefined),
  clear: vi.fn(async () => undefined),
}));
vi.mock('../packs', async (importOriginal) => ({ ...(await importOriginal<object>()), packActions: actions }));

const running = {
  status: 'running',
  progress: { filesDone: 3, filesTotal: 12, bytesDone: 12_000_000, bytesTotal: 48_000_000, bytesFetched: 0 },
} as const;

function show(view: PackView) {
  return renderWithI18n(<PackControls view={view} label="Training resources" />);
}

const status = () => screen.getByRole('status').textContent;
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('PackControls', () => {
  beforeEach(() => vi.clearAllMocks());

  it('gives a pack without videos its size alone', () => {
    show(fakePack({ videoBytes: 0 }));
    expect(screen.getByText('Size: 48 MB')).toBeTruthy();
  });

  it('offers a pack that is not on the device, with its size', async () => {
    show(fakePack());
    expect(status()).toBe('Not available offline');
    expect(screen.getByText('Size: 48 MB (videos: 30 MB)')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(buttons()).toEqual(['Make available offline']);
    await userEvent.click(screen.getByRole('button', { name: 'Make available offline' }));
    expect(actions.start).toHaveBeenCalledWith('en:training');
  });

  it('says what part is already on the device', () => {
    show(fakePack({ cachedFiles: 4, cachedBytes: 18_000_000 }));
    expect(status()).toBe('Partly available offline');
    expect(screen.getByText('Size: 48 MB (18 MB already on this device)')).toBeTruthy();
  });

  it('shows a running download with its progress, and pauses or cancels it', async () => {
    show(fakePack({ wanted: true, job: running }));
    expect(status()).toBe('Downloading…');
    const bar = screen.getByRole('progressbar', { name: 'Download progress: Training resources' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% — 3 of 12 files, 12 MB of 48 MB');
    expect(buttons()).toEqual(['Pause', 'Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(actions.pause).toHaveBeenCalledWith('en:training');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and remove: Training resources' }));
    expect(actions.clear).toHaveBeenCalledWith('en:training');
  });

  it('resumes a paused download, showing what the device holds', async () => {
    show(fakePack({ wanted: true, paused: true, cachedFiles: 6, cachedBytes: 24_000_000 }));
    expect(status()).toBe('Paused');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('6 of 12 files, 24 MB of 48 MB')).toBeTruthy();
    expect(buttons()).toEqual(['Resume', 'Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(actions.resume).toHaveBeenCalledWith('en:training');
  });

  it('says it waits for a connection', () => {
    show(fakePack({ wanted: true, job: { ...running, status: 'waiting' } }));
    expect(status()).toBe('Waiting for a connection — the download continues when you are back online.');
    expect(buttons()).toEqual(['Cancel']);
  });

  it('offers to finish a wanted pack that is not complete', async () => {
    show(fakePack({ wanted: true, cachedFiles: 11, cachedBytes: 47_000_000 }));
    expect(status()).toBe('Not yet fully on this device');
    expect(buttons()).toEqual(['Download now', 'Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Download now' }));
    expect(actions.start).toHaveBeenCalledWith('en:training');
  });

  it('removes a complete pack from the device', async () => {
    show(fakePack({ wanted: true, complete: true, cachedFiles: 12, cachedBytes: 48_000_000 }));
    expect(status()).toBe('Available offline');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(buttons()).toEqual(['Remove from this device']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from this device: Training resources' }));
    expect(actions.clear).toHaveBeenCalledWith('en:training');
  });

  it.each([
    ['quota', /There is not enough storage space on this device\..*Files already saved are kept\./],
    ['unsupported', /^This browser cannot save content for offline use\.$/],
    ['integrity', /did not match the expected content\. Reload the app/],
    [undefined, /did not match the expected content\. Reload the app/],
  ] as const)('explains a stopped download (%s) and offers to try again', async (error, text) => {
    show(fakePack({ wanted: true, job: { status: 'error', error } }));
    expect(status()).toBe('Download stopped');
    expect(screen.getByRole('alert').textContent).toMatch(text);
    expect(buttons()).toEqual(['Try again', 'Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.start).toHaveBeenCalledWith('en:training');
  });

  it('keeps keyboard focus in the controls when the pressed button is replaced', async () => {
    const view = fakePack({ wanted: true, job: running });
    const { rerender } = show(view);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    rerender(<PackControls view={{ ...view, job: undefined, paused: true }} label="Training resources" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume' }));
  });
});
