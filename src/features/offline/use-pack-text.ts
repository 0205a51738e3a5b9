import { useLingui } from '@lingui/react/macro';
import type { PackScope } from '../packs';

/** A pack's title and description, as its card on the offline page shows them. */
export function usePackText(scope: PackScope): { title: string; description: string } {
  const { t } = useLingui();
  switch (scope) {
    case 'core':
      return {
        title: t`Slides, narration and documents`,
        description: t`Every module's slides and narration and every PDF, without videos. Saved by itself once you have entered your service code.`,
      };
    case 'implementation':
      return { title: t`Implementation resources`, description: t`This section and its modules, videos included.` };
    case 'training':
      return { title: t`Training resources`, description: t`This section and its modules, videos included.` };
    case 'promotional':
      return { title: t`Promotional resources`, description: t`Posters, leaflets, social media assets and the engagement video.` };
    case 'all':
      return { title: t`Everything`, description: t`All sections and modules with every video.` };
  }
}

/** A pack's title alone (a pack file's messages name the pack). */
export function usePackTitle(scope: PackScope): string {
  return usePackText(scope).title;
}
