import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentType } from 'react';
import type { Lang } from '@/content/types';
import { logError } from '@/lib/log';
import { loadSearchI18n } from './messages';
import { SearchDialog, type SearchDialogProps } from './SearchDialog';

const dialogs = new Map<I18n, ComponentType<SearchDialogProps>>();

/** The dialog speaking its own catalogue (see ./messages.ts). */
function localised(i18n: I18n): ComponentType<SearchDialogProps> {
  let dialog = dialogs.get(i18n);
  if (!dialog) {
    dialog = (props: SearchDialogProps) => (
      <I18nProvider i18n={i18n}>
        <SearchDialog {...props} />
      </I18nProvider>
    );
    dialogs.set(i18n, dialog);
  }
  return dialog;
}

/** The dialog with its strings, or null if they cannot load. */
export async function loadDialog(lang: Lang): Promise<ComponentType<SearchDialogProps> | null> {
  try {
    return localised(await loadSearchI18n(lang));
  } catch (error) {
    logError('search dialog', error);
    return null;
  }
}
