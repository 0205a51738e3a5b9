import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { CLIENT_COOKIE, type MediaFault, type MediaStats } from '../../mocks/media-faults';

/**
 * The local server's media switches (mocks/media-control.ts) for one test:
 * its requests, the service worker's included, carry a cookie naming the test,
 * so faults and the bandwidth limit touch no other test running meanwhile.
 */
export class MediaSwitches {
  private constructor(
    private readonly request: APIRequestContext,
    readonly client: string,
  ) {}

  static async forContext(context: BrowserContext, request: APIRequestContext, baseURL: string, testId: string) {
    const client = `e2e-${testId}`;
    await context.addCookies([{ name: CLIENT_COOKIE, value: client, url: baseURL }]);
    const switches = new MediaSwitches(request, client);
    await switches.reset();
    return switches;
  }

  async fault(fault: Omit<MediaFault, 'client'>) {
    await this.request.post('/api/__mock/media-failure', { data: { ...fault, client: this.client } });
  }

  async bandwidth(bytesPerSecond: number | null) {
    await this.request.post('/api/__mock/bandwidth', { data: { bytesPerSecond, client: this.client } });
  }

  async stats(): Promise<MediaStats> {
    return (await this.request.get(`/api/__mock/media-stats?client=${encodeURIComponent(this.client)}`)).json();
  }

  async reset() {
    await this.request.post('/api/__mock/media-reset', { data: { client: this.client } });
  }
}

/** Every `data-bytes-done` the pack's progress bar shows, in order, recorded in the page. */
export async function recordProgress(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector(`[role=progressbar][aria-label="${name}"]`);
      const value = Number(bar?.getAttribute('data-bytes-done') ?? NaN);
      if (!Number.isNaN(value) && value !== seen.at(-1)) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    read();
  }, label);
}

export async function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Largest step backwards between two values shown. */
export function largestFallBack(values: number[]): number {
  return values.reduce((worst, v, i) => (i && values[i - 1] - v > worst ? values[i - 1] - v : worst), 0);
}

/** Files of the media cache that do not match the given sha256 (checked in the page), and the partial files left. */
export async function cacheMismatches(page: Page, entries: { path: string; sha256: string }[]) {
  return page.evaluate(async (list) => {
    const cache = await caches.open('toolkit-media');
    const bad: string[] = [];
    for (const e of list) {
      const response = await cache.match(new URL(e.path, location.href).href);
      const data = response ? await response.arrayBuffer() : null;
      const digest = data ? new Uint8Array(await crypto.subtle.digest('SHA-256', data)) : null;
      const hex = digest ? Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') : 'missing';
      if (hex !== e.sha256) bad.push(`${e.path}: ${hex}`);
    }
    const partials = (await (await caches.open('toolkit-partial')).keys()).length;
    return { bad, partials };
  }, entries);
}
