/** Module page steps: slide count, slide image, narration audio state. */
import { SECTION_MODULES } from '../../src/content/catalogue';
import { content } from '../../src/content/en/index';
import type { ResourceType } from '../../src/content/types';
import { byCss } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';

export const moduleUrl = (resourceType: ResourceType, position: number, stage = '') =>
  `/toolkit/en/${resourceType}/module/${position}${stage ? `/${stage}` : ''}`;

export const moduleText = (resourceType: ResourceType, position: number) => content.modules[SECTION_MODULES[resourceType][position - 1]];

export const slideCount = byCss('.slide-controls__count');

export interface AudioState {
  src: string;
  paused: boolean;
  time: number;
  duration: number;
  error: number | null;
  /** For a failure's report: how far the element has loaded, and what the app warned of since muteMedia. */
  readyState: number;
  networkState: number;
  warnings: string[];
}

export const audioState = (page: EnginePage) =>
  page.evaluate((): AudioState | null => {
    const a = document.querySelector<HTMLAudioElement>('audio.narration__audio');
    if (!a) return null;
    return {
      src: new URL(a.currentSrc || a.src, location.href).pathname,
      paused: a.paused,
      time: a.currentTime,
      duration: Number.isFinite(a.duration) ? a.duration : 0,
      error: a.error?.code ?? null,
      readyState: a.readyState,
      networkState: a.networkState,
      warnings: (window as unknown as { journeyWarnings?: string[] }).journeyWarnings ?? [],
    };
  });

/**
 * The test machines have no sound device: Firefox then flags a playing, audible
 * element with a media error (OnMediaSinkAudioError) while it plays on. Muted, the
 * element still loads, decodes, plays and seeks like it does for a listener. The live
 * page's elements: a prerendered copy's are replaced at take-over, unmuted again (a
 * Firefox journey met MEDIA_ERR_DECODE that way).
 */
export async function muteMedia(page: EnginePage): Promise<void> {
  await waitFor('the live app to take over the page', () =>
    page.evaluate(() => document.documentElement.hasAttribute('data-app-started') && !document.querySelector('.prerendered')),
  );
  await page.evaluate(() => {
    for (const m of document.querySelectorAll<HTMLMediaElement>('audio, video')) m.muted = true;
    // What the app reports of what it swallowed (src/lib/log.ts), kept for a failure's report.
    const kept: string[] = ((window as unknown as { journeyWarnings?: string[] }).journeyWarnings = []);
    const warn = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
      kept.push(args.map(String).join(' ').slice(0, 300));
      warn(...args);
    };
  });
}

/** Waits until the slide's image (alt text starting with its title) has decoded. */
export async function expectSlideImage(page: EnginePage, title: string): Promise<void> {
  await waitFor(`the image of slide "${title}" to render`, () =>
    page.evaluate((t: string) => {
      const img = [...document.querySelectorAll('img')].find((i) => i.alt.startsWith(t) && i.getClientRects().length > 0);
      return img !== undefined && img.complete && img.naturalWidth > 0;
    }, title),
  );
}
