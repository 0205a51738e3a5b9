/** The presentation route: the page presenting a module, and its presenter window. */
export { PresentRoute } from './PresentRoute';
