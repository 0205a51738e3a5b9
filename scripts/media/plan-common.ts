import type { Lang } from '../../src/content/types';
import { VOICES } from './config';
import { buildClip, buildPoster } from './clip';
import { illustrationSvg, illustrationVariant, isMonochrome } from './illustration-svg';
import type { Job } from './job';
import { extOf, isLocalAsset, publicFile } from './paths';
import { renderPdf, type PdfSpec } from './pdf';
import { pdfFirstPageJpeg, svgToRaster } from './raster';
import { jobHash } from './runner';

/** A pure-JS SVG job (no external tools). */
export function svgJob(kind: 'svg' | 'illustration', path: string, inputs: unknown, render: () => string): Job {
  return {
    id: path,
    kind,
    outputs: [path],
    inputs,
    phase: 0,
    external: false,
    build: async () => ({ [path]: render() }),
  };
}

export interface ClipPaths {
  mp4?: string;
  webm?: string;
  vtt?: string;
  poster?: string;
}

/** Clip job (mp4/webm/vtt) plus, when asked for, a poster job that grabs a frame from it. */
export function clipJobs(lang: Lang, label: string, heading: string, speech: string, paths: ClipPaths): Job[] {
  const outputs = { mp4: paths.mp4, webm: paths.webm, vtt: paths.vtt };
  for (const k of ['mp4', 'webm', 'vtt'] as const) if (!isLocalAsset(outputs[k])) delete outputs[k];
  const list = [outputs.mp4, outputs.webm, outputs.vtt].filter((p): p is string => !!p);
  if (list.length === 0) return [];
  const voice = VOICES[lang];
  const clip: Job = {
    id: list[0],
    kind: 'clip',
    outputs: list,
    inputs: { voice, label, heading, speech, outputs },
    phase: 0,
    external: true,
    build: ({ tmpDir }) => buildClip({ voice, label, heading, speech, outputs }, tmpDir),
  };
  const jobs = [clip];
  const source = outputs.mp4 ?? outputs.webm;
  const poster = paths.poster;
  if (source && isLocalAsset(poster)) {
    jobs.push({
      id: poster,
      kind: 'poster',
      outputs: [poster],
      inputs: { clip: jobHash(clip), source },
      phase: 1,
      external: true,
      build: async ({ publicDir, tmpDir }) => ({ [poster]: await buildPoster(publicFile(publicDir, source), tmpDir) }),
    });
  }
  return jobs;
}

/** A PDF to generate: the renderer's own spec. */
export type PdfJobInput = PdfSpec;

/** PDF job plus an optional first-page JPEG (thumbnail or presentation cover). */
export function pdfJobs(url: string, spec: PdfJobInput, image?: string, imageSize = 360): Job[] {
  if (!isLocalAsset(url)) return [];
  const inputs = {
    lang: spec.lang,
    title: spec.title,
    print: spec.print,
    pages: spec.pages.map((p) => ({ heading: p.heading, lines: [...p.lines] })),
    editable: !!spec.editable,
    titleSlide: !!spec.titleSlide,
  };
  const pdf: Job = {
    id: url,
    kind: 'pdf',
    outputs: [url],
    inputs,
    phase: 0,
    external: false,
    build: async () => ({ [url]: renderPdf(inputs) }),
  };
  const jobs = [pdf];
  if (isLocalAsset(image)) {
    jobs.push({
      id: image,
      kind: 'thumbnail',
      outputs: [image],
      inputs: { pdf: jobHash(pdf), source: url, size: imageSize },
      phase: 1,
      external: true,
      build: async ({ publicDir, tmpDir }) => ({
        [image]: await pdfFirstPageJpeg(publicFile(publicDir, url), tmpDir, imageSize),
      }),
    });
  }
  return jobs;
}

/** Illustration (device mock-up, logo, social image…) as SVG, or rasterised for .png/.jpg paths. */
export function illustrationJob(lang: Lang, path: string, title: string, lines: readonly string[]): Job[] {
  if (!isLocalAsset(path)) return [];
  const variant = illustrationVariant(path);
  const inputs = { lang, variant, title, lines: [...lines], monochrome: isMonochrome(path) };
  const ext = extOf(path);
  const render = (): string => illustrationSvg(inputs);
  if (ext === 'svg') return [svgJob('illustration', path, inputs, render)];
  const raster = ext === 'png' ? 'png' : 'jpg';
  return [
    {
      id: path,
      kind: 'illustration',
      outputs: [path],
      inputs: { ...inputs, raster },
      phase: 0,
      external: true,
      build: async ({ tmpDir }) => ({ [path]: await svgToRaster(render(), raster, tmpDir) }),
    },
  ];
}
