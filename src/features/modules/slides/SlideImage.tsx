import { MediaNotice } from '@/components/media/MediaNotice';
import { useMediaAvailability } from '@/components/media/use-media-availability';
import { slideImagePath } from '@/content/assets';
import type { FullModuleId, Lang, SlideText } from '@/content/types';
import { contentUrl } from '@/lib/config';
import { slideAlt } from './slide-alt';

interface Props {
  lang: Lang;
  fullId: FullModuleId;
  slide: SlideText;
  number: number;
  priority: 'high' | 'low';
}

/**
 * A slide's image, or, while it is not on the device, its title and key
 * points in place (they come with the app's content), so the module stays readable.
 * Takes its module from props: the module page and the presentation both draw slides with it.
 */
export function SlideImage({ lang, fullId, slide, number, priority }: Props) {
  const path = slideImagePath(lang, fullId, number);
  const media = useMediaAvailability([path]);
  if (media.state !== 'show') {
    return (
      <MediaNotice kind="slide" state={media.state} onRetry={media.retry} className="media-notice--fill slider__notice">
        {media.state !== 'checking' && (
          <>
            <p className="media-notice__title">{slide.title}</p>
            <ul className="media-notice__script">
              {slide.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        )}
      </MediaNotice>
    );
  }
  return (
    <img
      key={media.attempt}
      className="slider__image"
      src={contentUrl(path)}
      alt={slideAlt(slide)}
      width="1280"
      height="720"
      decoding="async"
      fetchPriority={priority}
      draggable={false}
      onError={media.onError}
      onLoad={media.onLoad}
    />
  );
}
