import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStartWatch } from './html';
import { bootScript } from './boot';

const SOURCE = await bootScript('first-script');

/** A registration with a worker waiting, or none; records what the page asks of it. */
function fakeServiceWorker(waiting: boolean) {
  const posted: unknown[] = [];
  const update = vi.fn(async () => undefined);
  const registration = {
    waiting: waiting ? { postMessage: (m: unknown) => posted.push(m) } : null,
    installing: null,
    update,
    addEventListener: vi.fn(),
  };
  const container = { getRegistration: async () => registration, addEventListener: vi.fn() };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { posted, update, container };
}

/** Each test's watch listens on a window of its own (the listeners are the script's, not removable). */
let controller: AbortController;
beforeEach(() => {
  controller = new AbortController();
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, { ...(typeof options === 'object' ? options : { capture: options }), signal: controller.signal }),
  );
  new Function(SOURCE)();
});

afterEach(() => {
  controller.abort();
  document.documentElement.removeAttribute('data-app-started');
  document.documentElement.removeAttribute('data-start-failed');
  document.body.innerHTML = '';
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const appError = () =>
  window.dispatchEvent(new ErrorEvent('error', { filename: `${window.location.origin}/assets/index-abc.js`, message: 'boom' }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the start watch', () => {
  it('on an error from the app before it started: says so, and a waiting worker is told to take over', async () => {
    const { posted, container } = fakeServiceWorker(true);
    appError();
    await flush();
    expect(document.documentElement.hasAttribute('data-start-failed')).toBe(true);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('The toolkit could not start');
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function));
  });

  it('with no worker waiting, looks for a newer one', async () => {
    const { posted, update } = fakeServiceWorker(false);
    appError();
    await flush();
    expect(update).toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('once the app has started, leaves errors to the app (an update still waits for the user)', async () => {
    const { posted, update } = fakeServiceWorker(true);
    document.documentElement.setAttribute('data-app-started', '');
    appError();
    await flush();
    expect(document.documentElement.hasAttribute('data-start-failed')).toBe(false);
    expect(posted).toEqual([]);
    expect(update).not.toHaveBeenCalled();
  });

  it('ignores errors that are not the app starting: another origin’s script, an image', async () => {
    const { posted } = fakeServiceWorker(true);
    window.dispatchEvent(new ErrorEvent('error', { filename: 'https://elsewhere.example/x.js' }));
    const img = document.createElement('img');
    document.body.appendChild(img);
    img.dispatchEvent(new Event('error'));
    await flush();
    expect(document.documentElement.hasAttribute('data-start-failed')).toBe(false);
    expect(posted).toEqual([]);
  });

  it('is the first script of the app shell', () => {
    const shell = '<html><head>\n    <meta charset="UTF-8" />\n    <title>T</title></head></html>';
    expect(withStartWatch(shell, 'assets/start-watch-x.js')).toContain(
      '<meta charset="UTF-8" />\n    <script src="/assets/start-watch-x.js"></script>\n    <title>',
    );
  });
});
