import { useId } from 'react';
import type { Lang, VideoWithLinkItem } from '@/content/types';
import { Heading, type HeadingLevel } from '../Heading';
import { ExternalLink } from './ExternalLink';
import { SectionVideo } from './SectionVideo';

/** A video with a link to the same video on a video-sharing site (to send to clients). */
export function VideoWithLinkCard(props: { item: VideoWithLinkItem; lang: Lang; level: HeadingLevel }) {
  const { item, lang, level } = props;
  const titleId = useId();
  const { video } = item;
  // Its id is the video's resource key: search results open the page at this card.
  return (
    <article id={video.key} className="video-with-link" data-item="videoWithLink" aria-labelledby={titleId}>
      <div className="video-with-link__video">
        <SectionVideo video={video} lang={lang} />
      </div>
      <div className="video-with-link__body">
        <Heading level={level} id={titleId} className="card__title">
          {video.title}
        </Heading>
        <ExternalLink className="button button--primary" href={item.linkUrl} trackKey={item.key}>
          {item.linkText}
        </ExternalLink>
      </div>
    </article>
  );
}
