import type { Lang } from '../../../content/types';
import { logError } from '../../../lib/log';
import { loadSearch } from './engine';
import { loadSearchMessages } from './messages';
import { SearchDialog } from './SearchDialog';

/** The dialog once its strings are here (null if they cannot load); the library and index load alongside. */
export async function loadDialog(lang: Lang): Promise<typeof SearchDialog | null> {
  // A failed index load is shown (and retried) by the dialog itself.
  loadSearch(lang).catch(() => undefined);
  try {
    await loadSearchMessages(lang);
    return SearchDialog;
  } catch (error) {
    logError('search dialog', error);
    return null;
  }
}
