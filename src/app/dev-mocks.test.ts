import { beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({ start: vi.fn<() => Promise<void>>() }));
vi.mock('../../mocks/browser', () => ({ startMockWorker: worker.start }));

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  vi.stubEnv('VITE_MOCKS', '');
  worker.start.mockReset();
});

describe('startMocks (npm run dev)', () => {
  it('starts the mock worker and leaves the page to the app', async () => {
    worker.start.mockResolvedValue();
    const { startMocks } = await import('./dev-mocks');
    await expect(startMocks()).resolves.toBe(true);
    expect(worker.start).toHaveBeenCalledOnce();
    expect(document.getElementById('root')!.textContent).toBe('');
  });

  it('says on the page why the mock API did not start, and logs the error', async () => {
    const failure = new TypeError("Failed to register a ServiceWorker: The script has an unsupported MIME type ('text/html').");
    worker.start.mockRejectedValue(failure);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { startMocks } = await import('./dev-mocks');
    await expect(startMocks()).resolves.toBe(false);
    const alert = document.querySelector('#root [role="alert"]');
    expect(alert?.textContent).toBe(
      "The mock API could not start: Failed to register a ServiceWorker: The script has an unsupported MIME type ('text/html'). Run `npm run dev` again after `npm install`.",
    );
    expect(warn).toHaveBeenCalledWith('[toolkit] start the mock API:', failure);
  });

  it('starts nothing with VITE_MOCKS=off (a real API)', async () => {
    vi.stubEnv('VITE_MOCKS', 'off');
    const { startMocks } = await import('./dev-mocks');
    await expect(startMocks()).resolves.toBe(true);
    expect(worker.start).not.toHaveBeenCalled();
  });
});
