import { showDisplayChoices } from './display';
import { watchStart } from './start-watch';

/**
 * The first script of the app shell's <head> and of the pages made from it without a prerendered
 * body (the start addresses): the display choices and the start watch. A prerendered page has
 * ./page-script.ts in its place.
 */
export function boot(): void {
  showDisplayChoices();
  watchStart();
}
