import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorageEstimateInfo } from '@/lib/storage-quota';
import { StoragePanel } from './StoragePanel';
import { renderWithI18n } from './test-fixtures';

const device = vi.hoisted(() => ({ storage: null as StorageEstimateInfo | null, persisted: true as boolean | 'unknown' }));
vi.mock('../packs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useOfflineSnapshot: () => ({ storage: device.storage }),
}));
vi.mock('@/lib/storage-quota', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isPersisted: async () => device.persisted,
}));

describe('StoragePanel', () => {
  beforeEach(() => {
    device.storage = { usage: 120_000_000, quota: 2_120_000_000, persisted: true };
    device.persisted = true;
  });

  it('says the space used and what is left', async () => {
    renderWithI18n(<StoragePanel />);
    expect(screen.getByText('Space used on this device: 120 MB. Available: 2 GB.')).toBeTruthy();
    await screen.findByText(/Storage on this device is persistent/);
  });

  it('says only the space used when the browser gives no quota', () => {
    device.storage = { usage: 5_400_000, persisted: true };
    renderWithI18n(<StoragePanel />);
    expect(screen.getByText('Space used on this device: 5.4 MB')).toBeTruthy();
  });

  it('says nothing of space before the browser answered', () => {
    device.storage = null;
    const { container } = renderWithI18n(<StoragePanel />);
    expect(container.textContent).not.toMatch(/Space used/);
  });

  it('warns that content may be deleted, and links to installing, when storage is not persistent', async () => {
    device.persisted = false;
    renderWithI18n(<StoragePanel />);
    await screen.findByText(/Storage on this device is not persistent\./);
    expect(screen.getByText(/The browser may delete downloaded content and your progress/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to install the toolkit on this device' }).getAttribute('href')).toBe('#install');
  });

  it('warns as well when the browser does not say whether it keeps content', async () => {
    device.persisted = 'unknown';
    renderWithI18n(<StoragePanel />);
    await screen.findByText(/This browser does not report whether it keeps saved content, so it may delete it\./);
    expect(screen.getByRole('link', { name: 'How to install the toolkit on this device' })).toBeTruthy();
  });
});
