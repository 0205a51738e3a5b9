import type { Lang } from '../../../content/types';
import { loadSearch } from './engine';
import { loadSearchMessages } from './messages';
import { SearchDialog } from './SearchDialog';

/** The dialog once its strings are here; the library and index start loading alongside. */
export async function loadDialog(lang: Lang): Promise<typeof SearchDialog> {
  // A failed index load is shown (and retried) by the dialog itself.
  loadSearch(lang).catch(() => undefined);
  await loadSearchMessages(lang);
  return SearchDialog;
}
