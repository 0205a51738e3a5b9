import { lazyDialog } from '@/components/lazy-dialog';

/** Public surface of the feedback feature for the module page: its dialog, loaded apart from the page. */
export const FeedbackDialog = lazyDialog(() => import('./FeedbackDialog').then((m) => m.FeedbackDialog));
