/** Learner progress written straight into the app's IndexedDB store; the next load reads it. */
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import type { ResourceType } from '../../src/content/types';
import type { EnginePage } from '../harness/page';
import { putStoredInPage } from '../../tests/support/stored-in-page';

type Progress = Record<string, { slide: number; slidesComplete: boolean; quizPassed: boolean }>;

export async function seedProgress(page: EnginePage, progress: Progress, completion: Partial<Record<ResourceType, string>> = {}) {
  await page.goto('/contactform');
  const dates = Object.entries(completion).map(([type, date]) => [`toolkit.completionDate.${type}`, date]);
  await page.evaluate(putStoredInPage, { 'toolkit.moduleProgress': progress, ...Object.fromEntries(dates) });
}

/** Every module of a section with slides done and the quiz passed. */
export const completedSection = (resourceType: ResourceType): Progress =>
  Object.fromEntries(
    SECTION_MODULES[resourceType].map((code) => [fullModuleId(code), { slide: 0, slidesComplete: true, quizPassed: true }]),
  );
