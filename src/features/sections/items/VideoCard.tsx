import { useId } from 'react';
import { Video } from '../../../components/media/Video';
import type { Lang, VideoItem } from '../../../content/types';
import { Heading, type HeadingLevel } from '../Heading';
import { useTrackResource } from '../useTrackResource';

export function VideoCard({ item, lang, level }: { item: VideoItem; lang: Lang; level: HeadingLevel }) {
  const track = useTrackResource();
  const titleId = useId();
  return (
    <article className="card card--video" data-item="video" aria-labelledby={titleId}>
      <Video
        title={item.title}
        srcMp4={item.srcMp4}
        srcWebm={item.srcWebm}
        poster={item.poster}
        captions={item.captions}
        captionsLang={lang}
        onFirstPlay={() => track(item.key)}
      />
      <div className="card__body">
        <Heading level={level} id={titleId} className="card__title">
          {item.title}
        </Heading>
      </div>
    </article>
  );
}
