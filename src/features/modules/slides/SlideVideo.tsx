import { Video } from '@/components/media/Video';
import { useDisplay } from '@/features/display';
import { slidePosterPath, slideVideoPath } from '@/content/assets';
import { isVideoSlide, MODULES } from '@/content/catalogue';
import type { FullModuleId, Lang, ModuleCode } from '@/content/types';
import { useModule, useModulePlace } from '../ModuleContext';

interface ClipProps {
  lang: Lang;
  code: ModuleCode;
  fullId: FullModuleId;
  /** Slide number, 1-based. */
  n: number;
  title: string;
}

/** The clip of a video-flagged slide (spec §3), or nothing: the module page and the presentation show it. */
export function SlideClip({ lang, code, fullId, n, title }: ClipProps) {
  const { captions } = useDisplay();
  if (!isVideoSlide(code, n)) return null;
  const poster = MODULES[code].posterSlides.includes(n) ? slidePosterPath(lang, fullId, n) : undefined;
  return (
    <div className="slide-video">
      <Video
        key={`${fullId}-${n}`}
        title={title}
        srcMp4={slideVideoPath(lang, fullId, n, 'mp4')}
        srcWebm={slideVideoPath(lang, fullId, n, 'webm')}
        captions={slideVideoPath(lang, fullId, n, 'vtt')}
        captionsLang={lang}
        captionsOn={captions}
        poster={poster}
      />
    </div>
  );
}

/** The current slide's clip, shown under the slider. */
export function SlideVideo() {
  const { lang, code, fullId, text } = useModule();
  const { current } = useModulePlace();
  return <SlideClip lang={lang} code={code} fullId={fullId} n={current + 1} title={text.slides[current].title} />;
}
