import { Video } from '../../../components/media/Video';
import { slidePosterPath, slideVideoPath } from '../../../content/assets';
import { isVideoSlide, MODULES } from '../../../content/catalogue';
import { useModule } from '../ModuleContext';

/** The clip of a video-flagged slide (spec §3), shown under the slider for the current slide. */
export function SlideVideo() {
  const { lang, code, fullId, text, current } = useModule();
  const n = current + 1;
  if (!isVideoSlide(code, n)) return null;
  const poster = MODULES[code].posterSlides.includes(n) ? slidePosterPath(lang, fullId, n) : undefined;
  return (
    <div className="slide-video">
      <Video
        key={`${fullId}-${n}`}
        title={text.slides[current].title}
        srcMp4={slideVideoPath(lang, fullId, n, 'mp4')}
        srcWebm={slideVideoPath(lang, fullId, n, 'webm')}
        captions={slideVideoPath(lang, fullId, n, 'vtt')}
        captionsLang={lang}
        poster={poster}
      />
    </div>
  );
}
