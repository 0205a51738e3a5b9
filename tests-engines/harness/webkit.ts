/**
 * WebKit through Debian's WebKitWebDriver (package webkit2gtk-driver) and its
 * MiniBrowser, spoken to as plain W3C WebDriver over fetch: nothing is downloaded.
 * MiniBrowser has no headless mode: the suite runs under `xvfb-run -a`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { MINIBROWSER, WEBKIT_DRIVER } from './binaries';
import type { Driver, ElementRef, PageFunction } from './driver';
import { findInPage, type Locator } from './locate';
import { isListening, stopProcess, waitForPort } from './ports';

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

interface WebDriverError {
  error: string;
  message: string;
}

const KEPT_OUTPUT_LINES = 40;

/** The WebDriver server, started once per test file; each test gets a new session (a fresh, ephemeral profile). */
export class WebKitHost {
  private process: ChildProcess | null = null;
  /** The last lines the driver and its browser printed: a crashed web process says so there. */
  private readonly output: string[] = [];
  constructor(readonly port: number) {}

  /** What the driver and browser printed lately, for a failure's report. */
  recentOutput(): string[] {
    return [...this.output];
  }

  private keep(chunk: Buffer): void {
    for (const line of chunk.toString().split('\n')) if (line.trim()) this.output.push(line);
    this.output.splice(0, Math.max(0, this.output.length - KEPT_OUTPUT_LINES));
  }

  async start(): Promise<void> {
    if (!process.env.DISPLAY) {
      throw new Error('WebKit needs a display: run the suite under `xvfb-run -a` (npm run test:webkit does).');
    }
    if (await isListening(this.port)) throw new Error(`Port ${this.port} is already in use: stop that WebDriver first.`);
    this.process = spawn(WEBKIT_DRIVER, [`--port=${this.port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.process.stdout?.on('data', (chunk: Buffer) => this.keep(chunk));
    this.process.stderr?.on('data', (chunk: Buffer) => this.keep(chunk));
    await waitForPort(this.port, 15_000, 'WebKitWebDriver');
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child) await stopProcess(child);
    await waitForPort(this.port, 10_000, 'WebKitWebDriver', false);
  }

  open(pageLoad: 'none' | 'normal' = 'normal'): Promise<Driver> {
    return openWebKit(this.port, pageLoad);
  }
}

/** Longer than the session's script and page-load timeouts: past it the driver itself is stuck. */
const COMMAND_TIMEOUT_MS = 75_000;
/** A command still unanswered after this is named on stderr at once: a test timeout can come first. */
const SLOW_COMMAND_MS = 10_000;

/** The W3C name of a WebDriver command, from its method and path (ids left out). */
export function commandName(method: string, path: string): string {
  const route = path.replace(/^\/session\/[^/]+/, '').replace(/\/element\/[^/]+/, '/element/:id');
  const names: Record<string, string> = {
    'POST /session': 'New Session',
    'DELETE ': 'Delete Session',
    'POST /timeouts': 'Set Timeouts',
    'POST /url': 'Navigate To',
    'GET /url': 'Get Current URL',
    'POST /refresh': 'Refresh',
    'GET /window': 'Get Window Handle',
    'POST /window': 'Switch To Window',
    'DELETE /window': 'Close Window',
    'POST /window/new': 'New Window',
    'POST /window/rect': 'Set Window Rect',
    'POST /execute/sync': 'Execute Script',
    'POST /execute/async': 'Execute Async Script',
    'POST /element/:id/click': 'Element Click',
    'POST /element/:id/value': 'Element Send Keys',
    'GET /screenshot': 'Take Screenshot',
  };
  return names[`${method} ${path === '/session' ? '/session' : route}`] ?? `${method} ${route}`;
}

/** What the command was about, for its error: the script's first line or the address. */
function gist(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { script, url } = body as { script?: unknown; url?: unknown };
  const text = typeof url === 'string' ? url : typeof script === 'string' ? script.replace(/\s+/g, ' ').slice(0, 80) : '';
  return text ? ` (${text})` : '';
}

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const started = Date.now();
  const name = `WebDriver ${commandName(method, path)}${gist(body)}`;
  const slow = setTimeout(() => console.error(`[WebKit] ${name}: no answer yet after ${SLOW_COMMAND_MS / 1000} s`), SLOW_COMMAND_MS);
  const noAnswer = (error: unknown) =>
    new Error(`${name}: no answer after ${Math.round((Date.now() - started) / 1000)} s (${String(error)})`);
  try {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw noAnswer(error);
    });
    // The time limit covers the body too: a driver can send its headers and stall.
    const json = (await response.json().catch((error: unknown) => {
      throw noAnswer(error);
    })) as { value: T | WebDriverError };
    if (!response.ok) {
      const error = json.value as WebDriverError;
      throw new Error(`${name}: ${error.error}: ${error.message}`);
    }
    return json.value as T;
  } finally {
    clearTimeout(slow);
  }
}

/** Wraps a page function so that execute/async resolves with its awaited result. */
function asyncScript(fn: PageFunction<unknown[], unknown>): string {
  return `const done = arguments[arguments.length - 1];
    const args = Array.prototype.slice.call(arguments, 0, -1);
    Promise.resolve().then(() => (${fn.toString()}).apply(null, args))
      .then((value) => done({ ok: true, value: value === undefined ? null : value }),
            (error) => done({ ok: false, error: String(error && error.stack || error) }));`;
}

async function openWebKit(port: number, pageLoadStrategy: 'none' | 'normal', size = { width: 1280, height: 900 }): Promise<Driver> {
  const base = `http://127.0.0.1:${port}`;
  const { sessionId } = await command<{ sessionId: string }>(base, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        pageLoadStrategy,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          // StorageAPI: navigator.storage is off by default in WebKitGTK (Safari has it).
          args: ['--automation', '--features=+StorageAPI,+StorageAPIEstimate', '--autoplay-policy=allow'],
        },
      },
    },
  });
  const s = `/session/${sessionId}`;
  const session = <T>(method: string, path: string, body?: unknown) => command<T>(base, method, s + path, body);
  await session('POST', '/timeouts', { script: 60_000, pageLoad: 60_000 });
  await session('POST', '/window/rect', size);
  const id = (element: ElementRef) => (element as unknown as Record<string, string>)[ELEMENT_KEY];
  let current = await session<string>('GET', '/window');

  /** One session drives every window of the profile: a command first makes its window the current one. */
  const windowDriver = (handle: string, first: boolean): Driver => {
    const run = async <T>(method: string, path: string, body?: unknown) => {
      if (current !== handle) {
        await session('POST', '/window', { handle });
        current = handle;
      }
      return session<T>(method, path, body);
    };
    const evaluate = async <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> => {
      const script = asyncScript(fn as PageFunction<unknown[], unknown>);
      const result = await run<{ ok: boolean; value: R; error?: string }>('POST', '/execute/async', { script, args });
      if (!result.ok) throw new Error(`In the page: ${result.error}`);
      return result.value;
    };
    return {
      engine: 'webkit',
      goto: async (url) => void (await run('POST', '/url', { url })),
      reload: async () => void (await run('POST', '/refresh', {})),
      url: () => run<string>('GET', '/url'),
      evaluate,
      element: async (locator: Locator) => {
        const script = `return (${findInPage.toString()}).apply(null, arguments)`;
        return run<ElementRef | null>('POST', '/execute/sync', { script, args: [locator] });
      },
      click: async (element) => void (await run('POST', `/element/${id(element)}/click`, {})),
      type: async (element, text) => void (await run('POST', `/element/${id(element)}/value`, { text })),
      // WebDriver Classic: Element Send Keys with the path chooses the file of a file input.
      chooseFile: async (element, file) => void (await run('POST', `/element/${id(element)}/value`, { text: file })),
      screenshot: async (file) => writeFile(file, Buffer.from(await run<string>('GET', '/screenshot'), 'base64')),
      openWindow: async () => {
        const opened = await run<{ handle: string }>('POST', '/window/new', { type: 'window' });
        const driver = windowDriver(opened.handle, false);
        await session('POST', '/window', { handle: opened.handle });
        current = opened.handle;
        await session('POST', '/window/rect', size);
        return driver;
      },
      close: async () => void (await (first ? session('DELETE', '') : run('DELETE', '/window'))),
    };
  };
  return windowDriver(current, true);
}
