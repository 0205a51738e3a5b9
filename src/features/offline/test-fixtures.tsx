import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import type { PackView } from '../packs';

/** For this feature's tests only (not shipped): a pack as the packs feature describes it, and a render with Lingui. */
export function fakePack(overrides: Partial<PackView> = {}): PackView {
  return {
    key: 'en:training',
    lang: 'en',
    scope: 'training',
    files: 12,
    bytes: 48_000_000,
    cachedFiles: 0,
    cachedBytes: 0,
    videoBytes: 30_000_000,
    complete: false,
    wanted: false,
    paused: false,
    ...overrides,
  };
}

const WithI18n = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

export const renderWithI18n = (ui: ReactNode) => render(ui, { wrapper: WithI18n });
