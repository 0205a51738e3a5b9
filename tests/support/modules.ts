/** Shared steps for the module, quiz, certificate and feedback specs. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import { content } from '../../src/content/en/index';
import type { FullModuleId, Question, ResourceType } from '../../src/content/types';
import { expect } from './fixtures';
import { putStored } from './stored';

export { content };

export const moduleUrl = (resourceType: ResourceType, position: number, stage = '') =>
  `/toolkit/en/${resourceType}/module/${position}${stage ? `/${stage}` : ''}`;

export function moduleText(resourceType: ResourceType, position: number) {
  return content.modules[SECTION_MODULES[resourceType][position - 1]];
}

/** The WCAG 2.2 AA rules of axe, by their tags. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Seed {
  progress?: Partial<Record<FullModuleId, { slide: number; slidesComplete: boolean; quizPassed: boolean }>>;
  completion?: Partial<Record<ResourceType, string>>;
}

/** Writes progress straight into the app's IndexedDB store, then the next load reads it. */
export async function seedStorage(page: Page, seed: Seed) {
  await page.goto('/contactform');
  const completion = Object.entries(seed.completion ?? {}).map(([type, date]) => [`toolkit.completionDate.${type}`, date]);
  await putStored(page, { ...(seed.progress ? { 'toolkit.moduleProgress': seed.progress } : {}), ...Object.fromEntries(completion) });
}

/** Every module of a section with slides done and the quiz passed. */
export function completedSection(resourceType: ResourceType) {
  return Object.fromEntries(
    SECTION_MODULES[resourceType].map((code) => [fullModuleId(code), { slide: 0, slidesComplete: true, quizPassed: true }]),
  );
}

export function todayIso(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The selection to make: the right one, or a wrong one (one option short or one too many). */
function choices(question: Question, right: boolean): boolean[] {
  const correct = question.answers.map((a) => a.correct);
  if (right) return correct;
  const wrong = correct.findIndex((c) => !c);
  if (correct.filter(Boolean).length === 1) return correct.map((_, i) => i === wrong);
  return correct.map((c, i) => (i === correct.indexOf(true) ? false : c));
}

/** Answers the three questions through the UI (mouse), ending on the result screen. */
export async function answerQuiz(page: Page, questions: Question[], right: boolean) {
  for (const [qi, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: `Knowledge Test: question ${qi + 1} of 3` })).toBeVisible();
    const pick = choices(question, right);
    for (const [i, answer] of question.answers.entries()) {
      if (pick[i]) await page.getByLabel(answer.label, { exact: true }).check();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: qi === questions.length - 1 ? 'Finish' : 'Next Question' }).click();
  }
}
