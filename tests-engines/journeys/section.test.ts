import { expect } from 'vitest';
import { byCss, byRole } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';
import type { MockApi } from '../../tests/support/mock-api';
import { engineSuite } from '../harness/suite';
import { muteMedia } from './module-steps';
import { signIn, waitForSectionSettled } from './steps';

const { test } = engineSuite();

const tracked = async (mockApi: MockApi, id: string) =>
  (await mockApi.state()).tracks.filter((t) => t.id === id && t.resource).map((t) => t.resource);

interface VideoState {
  paused: boolean;
  time: number;
  error: number | null;
  source: string;
}

const videoState = (page: EnginePage, selector: string) =>
  page.evaluate((sel: string): VideoState | null => {
    const v = document.querySelector<HTMLVideoElement>(sel);
    return v && { paused: v.paused, time: v.currentTime, error: v.error?.code ?? null, source: v.currentSrc };
  }, selector);

test('section page: a video plays and a PDF opens, each tracked once', async ({ page, mockApi }) => {
  const id = await signIn(page);
  const card = byCss('section#video-tutorials [data-item="video"]');
  const videoSelector = 'section#video-tutorials [data-item="video"] video';

  await waitForSectionSettled(page);
  await muteMedia(page);
  await page.click(byRole('button', /^Play video/, { within: card }));
  const playing = await waitFor(
    'the first tutorial video to play (not paused, time advancing, no media error)',
    () => videoState(page, videoSelector),
    (v): v is VideoState => v !== null && v.error === null && !v.paused && v.time > 0.3,
  );
  expect(playing.source, 'a source the engine chose').toMatch(/\.(webm|mp4)$/);
  await waitFor(
    'the video play to be tracked',
    () => tracked(mockApi, id),
    (r) => r.includes('implementation.VideoIntroducingProgram'),
  );

  await page.click(byRole('link', /^Open PDF: /, { within: byCss('section#resources') }));
  const resources = await waitFor(
    'the PDF open to be tracked',
    () => tracked(mockApi, id),
    (r) => r.includes('implementation.ImplementationGuide'),
  );
  // Outbox calls go one at a time, in order: a repeated first one would be in between.
  expect(resources, 'each action tracked once, in order').toEqual([
    'implementation.VideoIntroducingProgram',
    'implementation.ImplementationGuide',
  ]);
});
