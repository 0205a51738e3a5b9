import { SECTIONS } from '../../src/content/structure/sections';
import type { LanguageContent, SectionId, VideoItem } from '../../src/content/types';
import type { Job } from './job';
import { isLocalAsset } from './paths';
import { clipJobs, illustrationJob, pdfJobs } from './plan-common';
import { sectionItems } from './walk';

const SECTION_IDS = Object.keys(SECTIONS) as readonly SectionId[];

export interface SectionPlan {
  jobs: Job[];
  /** Every generated asset a section's items reference, in page order. */
  sections: Record<SectionId, string[]>;
}

function videoJobs(lang: LanguageContent['lang'], label: string, v: VideoItem): { jobs: Job[]; paths: string[] } {
  const paths = [v.srcMp4, v.srcWebm, v.captions, v.poster].filter(isLocalAsset);
  return {
    jobs: clipJobs(lang, label, v.title, v.script || v.title, {
      mp4: v.srcMp4,
      webm: v.srcWebm,
      vtt: v.captions,
      poster: v.poster,
    }),
    paths,
  };
}

/** Videos, PDFs, presentation decks, thumbnails and illustrations referenced by the section data. */
export function planSections(content: LanguageContent, warn: (msg: string) => void = console.warn): SectionPlan {
  const lang = content.lang;
  const jobs: Job[] = [];
  const sections = {} as Record<SectionId, string[]>;
  for (const id of SECTION_IDS) {
    const section = content.sections[id];
    const paths: string[] = (sections[id] = []);
    if (!section) {
      warn(`media: ${lang} section ${id} is missing`);
      continue;
    }
    const add = (r: { jobs: Job[]; paths: string[] }): void => {
      jobs.push(...r.jobs);
      paths.push(...r.paths);
    };
    for (const item of sectionItems(section)) {
      switch (item.kind) {
        case 'video':
          add(videoJobs(lang, section.title, item));
          break;
        case 'videoWithLink':
          add(videoJobs(lang, section.title, item.video));
          break;
        case 'presentation':
          add({
            jobs: pdfJobs(
              item.pdf,
              { lang, title: item.title, print: 'slides', pages: item.pages ?? [], titleSlide: true },
              item.image.src,
              480,
            ),
            paths: [item.pdf, item.image.src].filter(isLocalAsset),
          });
          break;
        case 'pdf':
          add({
            jobs: pdfJobs(
              item.url,
              { lang, title: item.title, print: item.print, pages: item.pages ?? [], editable: item.editable },
              item.imgSrc,
              360,
            ),
            paths: [item.url, item.imgSrc].filter(isLocalAsset),
          });
          break;
        case 'link':
          add({ jobs: illustrationJob(lang, item.image, item.text, [item.text]), paths: [item.image].filter(isLocalAsset) });
          break;
        case 'image':
          add({
            jobs: illustrationJob(lang, item.image, item.alt, item.lines.length ? item.lines : [item.alt]),
            paths: [item.image].filter(isLocalAsset),
          });
          break;
        default:
          break;
      }
    }
    sections[id] = [...new Set(paths)];
  }
  return { jobs, sections };
}
