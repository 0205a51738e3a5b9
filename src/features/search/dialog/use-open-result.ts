import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { useTrack } from '@/features/outbox';
import type { SearchTarget } from '../search-doc';
import { revealWhenShown } from './reveal';
import { targetHref } from './targets';

/** How the dialog closes after a result opens: focus back where it was, or on the page opened. */
export type Opened = 'new-tab' | 'navigated';

/**
 * Opens a result: a PDF or an outside page in a new tab, tracked exactly like the section
 * page's card (one track call with its resource key, spec §7); a page of the toolkit in place,
 * with the part the result names brought into view and focused.
 */
export function useOpenResult(): (doc: { target: SearchTarget }) => Opened {
  const track = useTrack();
  // Results open under the page's own prefix and language (an Ontario page stays under /resources).
  const base = useRouteBase();
  const [location, navigate] = useLocation();
  return useCallback(
    (doc: { target: SearchTarget }) => {
      const { target } = doc;
      const href = targetHref(base, target, location);
      if (target.to === 'pdf' || target.to === 'external') {
        window.open(href, '_blank', 'noopener,noreferrer');
        track({ resource: target.key });
        return 'new-tab';
      }
      navigate(href);
      if (target.to === 'slide') revealWhenShown('.slides-stage #slides-heading');
      else if (target.to === 'video') revealWhenShown(`.section-page--${target.section} #${CSS.escape(target.anchor)}`, true);
      else if (target.to === 'section') revealWhenShown(`.section-page--${target.section} #${CSS.escape(target.anchor)}`);
      else revealWhenShown(`.section-page--${target.section} #modules`);
      return 'navigated';
    },
    [base, location, navigate, track],
  );
}
