/**
 * The journeys' view of a browser tab: find, click and type like a user, and wait
 * for observable state (never for a fixed time), with failure messages that say
 * what was expected and what the page showed instead.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Driver, ElementRef, PageFunction } from './driver';
import { describe, findInPage, type Locator, type NameMatch } from './locate';
import { readStoredInPage } from '../../tests/support/stored-in-page';
import type { AppServer } from './server';

const DEFAULT_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

/** Polls a probe until its value passes; probe errors (a page navigating) are retried. */
export async function waitFor<T, S extends T>(
  what: string,
  probe: () => Promise<T>,
  ok: (value: T) => value is S,
  timeoutMs?: number,
): Promise<S>;
export async function waitFor<T>(what: string, probe: () => Promise<T>, ok?: (value: T) => boolean, timeoutMs?: number): Promise<T>;
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T>,
  ok: (value: T) => boolean = Boolean,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: { value?: T; error?: unknown } = {};
  for (;;) {
    try {
      const value = await probe();
      if (ok(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() > deadline) {
      const seen = 'error' in last ? `error: ${String(last.error)}` : `last value: ${JSON.stringify(last.value)}`;
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what} (${seen})`);
    }
    await sleep(POLL_MS);
  }
}

const matchesText = (value: string, want: string | RegExp) => (typeof want === 'string' ? value === want : want.test(value));

export class EnginePage {
  constructor(
    readonly driver: Driver,
    readonly server: AppServer,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(this.server.url(path));
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** A second window (tab) of this browser profile, as a middle-click opens; closed with the first. */
  async openWindow(): Promise<EnginePage> {
    return new EnginePage(await this.driver.openWindow(), this.server);
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.driver.evaluate(fn, ...args);
  }

  async path(): Promise<string> {
    return new URL(await this.driver.url()).pathname;
  }

  async waitForPath(want: string | RegExp, timeoutMs?: number): Promise<void> {
    await waitFor(
      `the address to be ${want}`,
      () => this.path(),
      (p) => matchesText(p, want),
      timeoutMs,
    );
  }

  /** Waits until the element is rendered and returns it. */
  find(locator: Locator, timeoutMs?: number): Promise<ElementRef> {
    return waitFor(`${describe(locator)} on the page`, () => this.driver.element(locator), Boolean, timeoutMs) as Promise<ElementRef>;
  }

  /** Whether the element is rendered now. */
  async isVisible(locator: Locator): Promise<boolean> {
    return (await this.driver.element(locator)) !== null;
  }

  async waitForHidden(locator: Locator, timeoutMs?: number): Promise<void> {
    await waitFor(
      `${describe(locator)} to disappear`,
      () => this.isVisible(locator),
      (v) => !v,
      timeoutMs,
    );
  }

  /** Clicks once the element is there; a click that lands while the page re-renders is tried again. */
  async click(locator: Locator, timeoutMs?: number): Promise<void> {
    await waitFor(
      `a click on ${describe(locator)} to go through`,
      async () => {
        await this.driver.click(await this.find(locator, timeoutMs));
        return true;
      },
      Boolean,
      timeoutMs,
    );
  }

  /**
   * Ticks a checkbox or radio and waits until it reads checked. Idempotent: a click retried
   * after a re-render must not untick a box the first click already ticked.
   */
  async check(locator: Locator, timeoutMs?: number): Promise<void> {
    await waitFor(
      `${describe(locator)} to be checked`,
      async () => {
        const checked = () => this.driver.evaluate(findInPage, locator, 'checked');
        if ((await checked()) !== true) await this.driver.click(await this.find(locator, timeoutMs));
        return (await checked()) === true;
      },
      Boolean,
      timeoutMs,
    );
  }

  async fill(locator: Locator, text: string): Promise<void> {
    await this.driver.type(await this.find(locator), text);
  }

  /** Chooses a file (a path on this machine) in the file input the locator finds. */
  async chooseFile(locator: Locator, file: string): Promise<void> {
    await this.driver.chooseFile(await this.find(locator), file);
  }

  /** The element's text, whitespace collapsed (null while it is not there). */
  text(locator: Locator): Promise<string | null> {
    return this.driver.evaluate(findInPage, locator, 'text') as Promise<string | null>;
  }

  async expectText(locator: Locator, want: string | RegExp, timeoutMs?: number): Promise<void> {
    await waitFor(
      `${describe(locator)} to read ${want}`,
      () => this.text(locator),
      (t) => t !== null && matchesText(t, want),
      timeoutMs,
    );
  }

  /** A value kept by the app in IndexedDB (database "toolkit", store "kv"); null when absent. */
  async stored<T>(key: string): Promise<T | null> {
    return ((await this.driver.evaluate(readStoredInPage, key)) ?? null) as T | null;
  }
}

export type { Locator, NameMatch };
