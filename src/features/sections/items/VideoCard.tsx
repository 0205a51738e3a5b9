import { useId } from 'react';
import type { Lang, VideoItem } from '@/content/types';
import { Heading, type HeadingLevel } from '../Heading';
import { SectionVideo } from './SectionVideo';

export function VideoCard({ item, lang, level }: { item: VideoItem; lang: Lang; level: HeadingLevel }) {
  const titleId = useId();
  // Its id is the video's resource key: search results open the page at this card.
  return (
    <article id={item.key} className="card card--video" data-item="video" aria-labelledby={titleId}>
      <SectionVideo video={item} lang={lang} />
      <div className="card__body">
        <Heading level={level} id={titleId} className="card__title">
          {item.title}
        </Heading>
      </div>
    </article>
  );
}
