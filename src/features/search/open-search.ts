import type { Lang } from '../../content/types';

/**
 * A step of its own before the dialog's chunk: the header's code then names one small chunk to
 * preload, not every chunk the dialog shares with the page (which the page has already loaded).
 */
export const loadDialog = (lang: Lang) => import('./dialog/load').then((m) => m.loadDialog(lang));
