import { Trans } from '@lingui/react/macro';
import { useRouteBase } from '@/components/route-base';
import { useDocumentTitle } from '@/components/use-document-title';
import type { Lang, SectionId } from '@/content/types';
import { useContent } from '@/content/use-content';
import { isResourceType, paths } from '@/lib/paths';
import { NextStep } from './NextStep';
import { OfflineSlot } from './OfflineSlot';
import { hasVideos } from './has-videos';
import { OnThisPage } from './OnThisPage';
import { SectionBlock } from './SectionBlock';
import { useScrollToHash } from './use-scroll-to-hash';
import './sections.css';

/** Implementation, training and promotional pages: every block of the section, in order (the app's page shell frames it). */
export function SectionPage({ lang, section }: { lang: Lang; section: SectionId }) {
  const content = useContent(lang).sections[section];
  useDocumentTitle(content.title);
  useScrollToHash();
  const base = useRouteBase();
  const [overview, ...rest] = content.blocks;
  return (
    <div className={`section-page section-page--${section}`}>
      <header className="section-page__header">
        <p className="section-page__eyebrow">
          <Trans>Operational Toolkit</Trans>
        </p>
        <h1 className="section-page__title">{content.title}</h1>
      </header>
      <div className="section-page__intro">
        {overview && <SectionBlock block={overview} lang={lang} section={section} />}
        {/* Slot for the offline control (src/features/offline), right after the overview. */}
        <div className="section-page__aside" data-slot="offline">
          {/* The learner's next step comes first after the overview; promotional has no modules. */}
          {isResourceType(section) && (
            <NextStep
              lang={lang}
              resourceType={section}
              links={{
                stage: (position, stage) => paths.module.href(base, section, position, stage),
                slide: (position, n) => paths.module.slideHref(base, section, position, n),
                backup: paths.progress.href(base),
              }}
            />
          )}
          <OfflineSlot lang={lang} section={section} videos={hasVideos(content)} />
        </div>
      </div>
      {rest.length > 0 && <OnThisPage blocks={rest} />}
      {rest.map((block) => (
        <SectionBlock key={block.id} block={block} lang={lang} section={section} />
      ))}
    </div>
  );
}
