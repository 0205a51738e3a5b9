import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackScope, PackView } from '../packs';
import { PackCard } from './PackCard';
import { fakePack, renderWithI18n } from './test-fixtures';

const pack = vi.hoisted(() => ({ view: null as PackView | null }));
vi.mock('../packs', async (importOriginal) => ({ ...(await importOriginal<object>()), usePack: () => pack.view }));

describe('PackCard', () => {
  beforeEach(() => (pack.view = null));

  it.each<[PackScope, string, RegExp]>([
    ['core', 'Slides, narration and documents', /without videos/],
    ['implementation', 'Implementation resources', /videos included/],
    ['training', 'Training resources', /videos included/],
    ['promotional', 'Promotional resources', /Posters, leaflets/],
    ['all', 'Everything', /every video/],
  ])('names the %s pack and says what it holds', (scope, title, description) => {
    renderWithI18n(<PackCard lang="en" scope={scope} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(title);
    expect(screen.getByText(description)).toBeTruthy();
  });

  it('says it is loading until the pack is known', () => {
    renderWithI18n(<PackCard lang="en" scope="training" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the pack controls, named by the card title', () => {
    pack.view = fakePack({ wanted: true, complete: true, cachedFiles: 12, cachedBytes: 48_000_000 });
    renderWithI18n(<PackCard lang="en" scope="training" />);
    expect(screen.getByRole('progressbar', { name: 'Download progress: Training resources' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from this device: Training resources' })).toBeTruthy();
  });
});
