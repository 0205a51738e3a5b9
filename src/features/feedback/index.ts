/** Public surface of the feedback feature for the module page. */
export { FeedbackDialog } from './FeedbackDialog';
