import { expect } from 'vitest';
import { byCss, byLabel, byRole } from '../harness/locate';
import { waitFor } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { type AudioState, audioState, expectSlideImage, moduleText, moduleUrl, muteMedia, slideCount } from './module-steps';
import { signIn, waitForSectionSettled, waitForServiceWorker } from './steps';

const { test, server } = engineSuite();

interface QueuedCall {
  path: string;
  body: { id?: string; resource?: string; feedback?: string };
}

const PACK_DOWNLOAD_MS = 180_000;

/**
 * The tablet that was online once: the English pack downloads by itself after
 * sign-in; then the server becomes unreachable (its process stops), the app
 * still starts, a downloaded module plays, and what the learner does waits in
 * the outbox until the server is back, where it arrives exactly once.
 */
test(
  'offline: the app starts without the server, a downloaded module plays, queued actions arrive once',
  async ({ page, mockApi }) => {
    const id = await signIn(page);
    await waitForServiceWorker(page);
    await page.goto('/toolkit/en/offline');
    const core = byCss('li.offline-card', { text: 'Slides, narration and documents' });
    await page.expectText(byRole('status', undefined, { within: core }), 'Available offline', PACK_DOWNLOAD_MS);

    await server.stop();
    await page.reload();
    await page.expectText(byRole('heading', undefined, { level: 1 }), 'Offline content');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker controls the page').toBe(true);

    // A downloaded module: slides and narration come from the device.
    const text = moduleText('implementation', 2);
    await page.goto(moduleUrl('implementation', 2, 'slides'));
    await page.expectText(byRole('heading', undefined, { level: 1 }), text.title);
    await page.expectText(slideCount, `Slide 1 of ${text.slides.length}`);
    await expectSlideImage(page, text.slides[0].title);
    await muteMedia(page);
    await page.click(byRole('button', 'Play narration'));
    const playing = await waitFor(
      'the narration to play from the device',
      () => audioState(page),
      (a): a is AudioState => a !== null && a.error === null && !a.paused && a.time > 0.5 && a.duration > 5,
    );
    await page.click(byRole('slider', 'Position in the narration'));
    await waitFor(
      'the narration to seek offline',
      () => audioState(page),
      (a) => a !== null && a.time > playing.duration / 2 - 1.5,
    );
    await page.click(byRole('button', 'Pause narration'));

    // Feedback and a tracked action wait in the outbox.
    const feedback = `Offline feedback ${page.engine} ${Date.now()}`;
    await page.click(byRole('button', 'Give feedback'));
    const dialog = byRole('dialog', 'Give feedback');
    await page.fill(byLabel('Your feedback', dialog), feedback);
    await page.click(byRole('button', 'Send', { within: dialog }));
    await page.find(byCss('.dialog__queued', { within: dialog }));
    await page.click(byRole('button', 'Close', { within: dialog }));
    await page.goto('/toolkit/en/implementation');
    // The PDF is in the downloaded pack: its link stays a link (no "not on this device" notice)
    // and the service worker answers it with the file, as it will for the tab the link opens.
    const pdfLink = byRole('link', /^Open PDF: /, { within: byCss('section#resources') });
    await page.find(pdfLink);
    await waitForSectionSettled(page);
    const pdfStart = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('section#resources a[aria-label^="Open PDF: "]');
      const response = await fetch(link!.href);
      return response.ok ? new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) : `HTTP ${response.status}`;
    });
    expect(pdfStart, 'the PDF from the device').toBe('%PDF-');
    await page.click(pdfLink);
    const queued = await waitFor(
      'the feedback and the track call in the outbox',
      () => page.stored<QueuedCall[]>('toolkit.outbox'),
      (q) => (q ?? []).some((c) => c.body.feedback === feedback) && (q ?? []).some((c) => c.body.resource),
    );
    expect(queued?.map((c) => c.path.replace(/^.*\//, ''))).toEqual(['feedback', 'track']);

    // The server is back (its stores start empty): the next start delivers the queue once.
    await server.start();
    await page.reload();
    await waitFor(
      'the outbox to empty',
      () => page.stored<QueuedCall[]>('toolkit.outbox'),
      (q) => (q ?? []).length === 0,
      30_000,
    );
    const delivered = await mockApi.state();
    expect(
      delivered.feedback.filter((f) => f.feedback === feedback),
      'the feedback, once',
    ).toHaveLength(1);
    expect(
      delivered.tracks.filter((t) => t.id === id).map((t) => t.resource),
      'the track call, once',
    ).toEqual(['implementation.ImplementationGuide']);
    // A later start sends nothing again (its login shows the app reached the server).
    const logins = delivered.logins.filter((l) => l === id).length;
    await page.reload();
    await waitFor(
      'the next start to log in',
      async () => (await mockApi.state()).logins.filter((l) => l === id).length,
      (n) => n > logins,
    );
    const after = await mockApi.state();
    expect(after.feedback.filter((f) => f.feedback === feedback)).toHaveLength(1);
    expect(after.tracks.filter((t) => t.id === id)).toHaveLength(1);
  },
  PACK_DOWNLOAD_MS + 120_000,
);
