import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { serialiseBackup } from './format';
import { ImportPanel } from './ImportPanel';

/** The merge into storage, held until the test lets it finish. */
let finishStoring: () => void = () => undefined;
const mergeAll = vi.fn(() => new Promise<void>((resolve) => (finishStoring = resolve)));

vi.mock('@/features/progress', async (actual) => ({
  ...(await actual<object>()),
  useProgress: () => ({ progress: {}, completion: {}, mergeAll }),
}));
vi.mock('@/features/access', () => ({ useSession: () => ({ session: { lang: 'en' }, setLang: vi.fn(() => Promise.resolve()) }) }));

describe('importing a backup', () => {
  it('says the progress was imported only once it is stored', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <ImportPanel lang="en" />
      </I18nProvider>,
    );
    const backup = await serialiseBackup(
      { lang: 'en', progress: { '5': { slide: 9, slidesComplete: true, quizPassed: true } }, completion: {} },
      '2026-11-23',
    );
    await user.upload(screen.getByLabelText('Open a backup file'), new File([backup], 'backup.json', { type: 'application/json' }));
    await user.click(await screen.findByRole('button', { name: 'Apply these changes' }));

    expect(mergeAll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Adding the progress to this device…');
    expect((screen.getByLabelText('Open a backup file') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('Your progress was imported.')).toBeNull();

    finishStoring();
    await screen.findByText('Your progress was imported.');
    expect((screen.getByLabelText('Open a backup file') as HTMLInputElement).disabled).toBe(false);
  });
});
