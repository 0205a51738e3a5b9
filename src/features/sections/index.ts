/** The section pages. */
export { SectionPage } from './SectionPage';
