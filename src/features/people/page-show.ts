import type { SyncHub } from '@/lib/synced-store';
import { scopeOf } from './people';
import type { PeopleStore } from './people-store';

/** On <html> while a page restored from the back-forward cache reads who uses the device (people.css hides the page). */
const STALE = 'data-people-stale';

/**
 * A page restored from the back-forward cache shows what it showed when left: another person may
 * have been chosen since (in another tab, or after this page was left). Its content stays hidden
 * until the people and the chosen person's stores are read again. Returns the stop.
 */
export function hideRestoredUntilRead(people: PeopleStore, hub: SyncHub): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    const html = document.documentElement;
    html.setAttribute(STALE, '');
    void people.store
      .load()
      .then(() => hub.switchScope(scopeOf(people.store.getSnapshot())))
      .finally(() => html.removeAttribute(STALE));
  };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}
