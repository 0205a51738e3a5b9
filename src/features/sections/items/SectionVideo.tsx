import { Video } from '@/components/media/Video';
import { useDisplay } from '@/features/display';
import type { Lang, VideoItem } from '@/content/types';
import { useTrackResource } from '../use-track-resource';

/** A section video with captions in the page's language; its first play is tracked. */
export function SectionVideo({ video, lang }: { video: VideoItem; lang: Lang }) {
  const track = useTrackResource();
  const { captions } = useDisplay();
  return (
    <Video
      title={video.title}
      srcMp4={video.srcMp4}
      srcWebm={video.srcWebm}
      poster={video.poster}
      captions={video.captions}
      captionsLang={lang}
      captionsOn={captions}
      onFirstPlay={() => track(video.key)}
    />
  );
}
