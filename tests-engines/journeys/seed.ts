/** Learner progress written straight into the app's IndexedDB store; the next load reads it. */
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import type { ResourceType } from '../../src/content/types';
import type { EnginePage } from '../harness/page';

type Progress = Record<string, { slide: number; slidesComplete: boolean; quizPassed: boolean }>;

export async function seedProgress(page: EnginePage, progress: Progress, completion: Partial<Record<ResourceType, string>> = {}) {
  await page.goto('/contactform');
  await page.evaluate(
    (p: Progress, c: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('toolkit');
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(p, 'toolkit.moduleProgress');
          for (const [type, date] of Object.entries(c)) tx.objectStore('kv').put(date, `toolkit.completionDate.${type}`);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    progress,
    completion as Record<string, string>,
  );
}

/** Every module of a section with slides done and the quiz passed. */
export const completedSection = (type: ResourceType): Progress =>
  Object.fromEntries(SECTION_MODULES[type].map((code) => [fullModuleId(code), { slide: 0, slidesComplete: true, quizPassed: true }]));
