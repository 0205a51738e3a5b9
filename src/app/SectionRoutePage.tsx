import type { ComponentProps } from 'react';
import { SectionPage } from '@/features/sections';
import { PageShell } from './PageShell';

/** A section page in the page shell: the chunk the section routes load. */
export function SectionRoutePage(props: ComponentProps<typeof SectionPage>) {
  return (
    <PageShell>
      {/* Keyed: nothing a card holds (a video started, a file loaded) carries over to another section. */}
      <SectionPage key={`${props.section}/${props.lang}`} {...props} />
    </PageShell>
  );
}
