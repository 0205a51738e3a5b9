import { logError } from '../lib/log';

/**
 * Dev only: MSW answers the API in the browser (mocks/browser.ts). Production builds drop the
 * body (import.meta.env.DEV is false there). Resolves false when the mock API could not start.
 */
export async function startMocks(): Promise<boolean> {
  if (!import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'off') return true;
  try {
    const { startMockWorker } = await import('../../mocks/browser');
    await startMockWorker();
    return true;
  } catch (error) {
    showMockFailure(error);
    return false;
  }
}

/**
 * Without the mock API every call fails and start-up stopped with a blank page, so the page
 * says why. Plain English, not Lingui: a developer's message, shown before any catalogue loads.
 */
function showMockFailure(error: unknown): void {
  logError('start the mock API', error);
  const reason = (error instanceof Error ? error.message : String(error)).trim().replace(/\.$/, '');
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'dev-mock-failure';
  message.textContent = `The mock API could not start: ${reason}. Run \`npm run dev\` again after \`npm install\`.`;
  (document.getElementById('root') ?? document.body).replaceChildren(message);
}
