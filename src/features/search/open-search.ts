import type { Lang } from '../../content/types';
import { search } from './dialog/search-client';

/**
 * A step of its own before the dialog's chunk: the header's code then names one small chunk to
 * preload, not every chunk the dialog shares with the page (which the page has already loaded).
 * The search worker (library, index) starts loading here, beside the dialog's code.
 */
export function loadDialog(lang: Lang) {
  // A failed load is the dialog's to show (and retry).
  search(lang, '').catch(() => undefined);
  return import('./dialog/load').then((m) => m.loadDialog(lang));
}
