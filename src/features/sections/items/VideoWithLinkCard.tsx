import { useId } from 'react';
import { Video } from '../../../components/media/Video';
import type { Lang, VideoWithLinkItem } from '../../../content/types';
import { Heading, type HeadingLevel } from '../Heading';
import { useTrackResource } from '../useTrackResource';
import { ExternalIcon } from './icons';
import { NewTabHint } from './NewTabHint';

/** A video with a link to the same video on a video-sharing site (to send to clients). */
export function VideoWithLinkCard(props: { item: VideoWithLinkItem; lang: Lang; level: HeadingLevel }) {
  const { item, lang, level } = props;
  const track = useTrackResource();
  const titleId = useId();
  const { video } = item;
  return (
    <article className="video-with-link" data-item="videoWithLink" aria-labelledby={titleId}>
      <div className="video-with-link__video">
        <Video
          title={video.title}
          srcMp4={video.srcMp4}
          srcWebm={video.srcWebm}
          poster={video.poster}
          captions={video.captions}
          captionsLang={lang}
          onFirstPlay={() => track(video.key)}
        />
      </div>
      <div className="video-with-link__body">
        <Heading level={level} id={titleId} className="card__title">
          {video.title}
        </Heading>
        <a
          className="button button--primary"
          href={item.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track(item.key)}
        >
          {item.linkText}
          <NewTabHint />
          <ExternalIcon />
        </a>
      </div>
    </article>
  );
}
