/**
 * What a journey needs from a browser, implemented once per client: W3C WebDriver
 * (WebKitWebDriver) and WebDriver BiDi through puppeteer-core (Firefox ESR).
 */
import type { Locator } from './locate';

export type EngineName = 'webkit' | 'firefox';

/** A page function: self-contained, serialised into the page, JSON in and out. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** An element found in the page, opaque to the journeys. */
export interface ElementRef {
  readonly __element: true;
}

export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs a page function (awaited in the page) and returns its JSON result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** The first element matching the locator now, or null (no waiting). */
  element(locator: Locator): Promise<ElementRef | null>;
  /** A real click through the automation protocol (scrolls into view first). */
  click(element: ElementRef): Promise<void>;
  /** Real key presses into the element (focused first). */
  type(element: ElementRef, text: string): Promise<void>;
  /** A file chosen in a file input, as the file picker would (the path is on this machine). */
  chooseFile(element: ElementRef, file: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Another window (tab) of the same browser profile: same origin storage, same BroadcastChannel. */
  openWindow(): Promise<Driver>;
  /** Closes this window; the first one's close ends the browser session with every window. */
  close(): Promise<void>;
}
