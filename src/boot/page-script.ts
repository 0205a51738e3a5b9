import { showDisplayChoices } from './display';
import { gatePage } from './paint-gate';
import { watchStart } from './start-watch';

/**
 * The first script of a prerendered page's <head> (scripts/prerender/html.ts puts it where the
 * app shell has ./first-script.ts): the display choices, the start watch and the paint gate, in one
 * classic script, so the page asks for one file before it paints.
 */
export function boot(): void {
  showDisplayChoices();
  watchStart();
  gatePage(document.currentScript as HTMLScriptElement | null);
}
