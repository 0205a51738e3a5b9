import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { byCss, byLabel, byRole } from '../harness/locate';
import { waitFor } from '../harness/page';
import { RESULTS_DIR, engineSuite } from '../harness/suite';
import { moduleText, moduleUrl } from './module-steps';
import { recordSavedFiles, savedFiles } from './saved-files';
import { completedSection, seedProgress } from './seed';
import { signIn } from './steps';

const { test } = engineSuite();

test('quiz: three right answers pass the knowledge test, kept and tracked', async ({ page, mockApi }) => {
  const id = await signIn(page);
  await seedProgress(page, { '7': { slide: 4, slidesComplete: true, quizPassed: false } });
  const { questions } = moduleText('training', 7);
  await page.goto(moduleUrl('training', 7, 'quiz'));
  await page.click(byRole('button', 'Click here to attempt this Knowledge Test'));
  for (const [qi, question] of questions.entries()) {
    await page.find(byRole('heading', `Knowledge Test: question ${qi + 1} of 3`));
    for (const answer of question.answers.filter((a) => a.correct)) await page.check(byLabel(answer.label));
    await page.click(byRole('button', 'Submit'));
    await page.expectText(byRole('status', undefined, { text: 'answer.' }), 'Correct answer.');
    await page.click(byRole('button', qi === questions.length - 1 ? 'Finish' : 'Next Question'));
  }
  await page.find(byCss('p, h2, h3', { text: 'Well done! You passed the knowledge test.' }));
  await page.find(byCss('*', { text: 'Your score: 3/3' }));
  await waitFor(
    'quizPassed in the stored progress',
    () => page.stored<Record<string, { quizPassed: boolean }>>('toolkit.moduleProgress'),
    (p) => p?.['7']?.quizPassed === true,
  );
  await waitFor(
    'the quizPassed milestone to reach the server',
    async () => (await mockApi.state()).tracks.filter((t) => t.id === id && t.moduleProgress).map((t) => t.moduleProgress),
    (events) => events.some((e) => (e as { event: string }).event === 'quizPassed'),
  );
});

test('certificate: with no answer from the server it is rendered on the device and saved', async ({ page, mockApi }) => {
  await seedProgress(page, completedSection('implementation'), { implementation: '2025-01-31' });
  await page.goto(moduleUrl('implementation', 7, 'summary'));
  await page.click(byRole('button', 'Download Certificate'));
  const dialog = byRole('dialog', 'Download your certificate');
  await page.find(dialog);
  const name = 'Αλέξανδρος Παπαδόπουλος';
  await page.fill(byLabel('Name (optional)', dialog), name);
  // The connection drops mid-answer for this browser's certificate request only.
  const client = await page.evaluate(() => navigator.userAgent);
  await mockApi.fail({ mode: 'network', endpoints: ['pdf'], times: 1, client });
  await recordSavedFiles(page);
  await page.click(byRole('button', 'Download', { within: dialog }));

  const [file] = await waitFor(
    'a certificate to be saved',
    () => savedFiles(page),
    (f) => f.length > 0,
    30_000,
  );
  expect(file.name).toBe('Certificate Organizational Lead.pdf');
  expect(file.type).toBe('application/pdf');
  const bytes = Buffer.from(file.base64, 'base64');
  expect(bytes.subarray(0, 5).toString(), 'a PDF file').toBe('%PDF-');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const pdf = path.join(RESULTS_DIR, `${page.engine}-certificate.pdf`);
  writeFileSync(pdf, bytes);
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(name);
  expect(text).toContain('January 31, 2025');
  expect(text).toContain('Organizational Lead');
  expect(
    (await mockApi.state()).certificates.filter((c) => c.name === name),
    'the server made none',
  ).toEqual([]);
});
