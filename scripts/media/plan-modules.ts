import { modulePreviewPath, slideAudioPath, slideImagePath, slidePosterPath, slideVideoPath } from '../../src/content/assets';
import { fullModuleId, MODULES } from '../../src/content/catalogue';
import type { FullModuleId, LanguageContent, ModuleCode } from '../../src/content/types';
import { NARRATION_SPEED, VOICES } from './config';
import type { Job } from './job';
import { buildNarration } from './narration';
import { clipJobs, svgJob } from './plan-common';
import { previewSvg, slideSvg } from './slide-svg';

export const MODULE_CODES = Object.keys(MODULES) as ModuleCode[];

export interface ModulePlan {
  jobs: Job[];
  /** Asset paths per full module id, for the content index. */
  modules: Record<FullModuleId, string[]>;
}

/**
 * Slide images, previews, clips and posters for one language; narration
 * (English only) when `content` is English. `english` supplies the audio
 * paths listed for every language.
 */
export function planModules(content: LanguageContent, english: LanguageContent, warn: (msg: string) => void = console.warn): ModulePlan {
  const lang = content.lang;
  const jobs: Job[] = [];
  const modules = {} as Record<FullModuleId, string[]>;
  for (const code of MODULE_CODES) {
    const id = fullModuleId(code);
    const meta = MODULES[code];
    const mod = content.modules[code];
    const paths: string[] = (modules[id] = []);
    if (!mod) {
      warn(`media: ${lang} module ${code} is missing`);
      continue;
    }
    const total = mod.slides.length;
    if (total !== meta.slideCount) {
      warn(`media: ${lang} module ${code} has ${total} slides, catalogue says ${meta.slideCount}`);
    }

    const preview = modulePreviewPath(lang, id);
    const previewInput = { lang, title: mod.title, slideCount: total };
    jobs.push(svgJob('svg', preview, previewInput, () => previewSvg(previewInput)));
    paths.push(preview);

    mod.slides.forEach((slide, i) => {
      const n = i + 1;
      const image = slideImagePath(lang, id, n);
      const input = { lang, moduleTitle: mod.title, slide: { title: slide.title, points: [...slide.points] }, n, total };
      jobs.push(svgJob('svg', image, input, () => slideSvg(input)));
      paths.push(image);

      if (meta.videoSlides.includes(n)) {
        const poster = meta.posterSlides.includes(n) ? slidePosterPath(lang, id, n) : undefined;
        const speech = slide.videoCaption ?? slide.script;
        if (!slide.videoCaption) warn(`media: ${lang} module ${code} slide ${n} has a video flag but no videoCaption`);
        jobs.push(
          ...clipJobs(lang, mod.title, slide.title, speech, {
            mp4: slideVideoPath(lang, id, n, 'mp4'),
            webm: slideVideoPath(lang, id, n, 'webm'),
            vtt: slideVideoPath(lang, id, n, 'vtt'),
            poster,
          }),
        );
        paths.push(slideVideoPath(lang, id, n, 'mp4'), slideVideoPath(lang, id, n, 'webm'), slideVideoPath(lang, id, n, 'vtt'));
        if (poster) paths.push(poster);
      }
    });

    // Narration is always the English audio, listed in every language's index.
    const enSlides = english.modules[code]?.slides ?? [];
    enSlides.forEach((slide, i) => {
      const audio = slideAudioPath(id, i + 1);
      paths.push(audio);
      if (lang !== 'en') return;
      const inputs = { voice: VOICES.en, speed: NARRATION_SPEED, text: slide.script };
      jobs.push({
        id: audio,
        kind: 'narration',
        outputs: [audio],
        inputs,
        phase: 0,
        external: true,
        build: async ({ tmpDir }) => ({ [audio]: await buildNarration(inputs.text, inputs.voice, inputs.speed, tmpDir) }),
      });
    });
  }
  return { jobs, modules };
}
