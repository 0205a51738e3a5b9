import { sectionAssetPath } from './assets';
import type {
  ImageItem,
  Lang,
  PdfItem,
  PdfPage,
  PlaceholderItem,
  PresentationItem,
  PrintSize,
  ResourceKey,
  SectionId,
  VideoItem,
} from './types';

/**
 * Item builders shared by every section's content file, so asset names follow
 * one convention (spec §3: by language and section) in both languages.
 */
export function sectionBuilders(lang: Lang, section: SectionId) {
  const pdfPath = (file: string) => sectionAssetPath('pdfs', lang, section, file);
  const imagePath = (file: string) => sectionAssetPath('images', lang, section, file);
  const videoPath = (file: string) => sectionAssetPath('videos', lang, section, file);

  const video = (key: ResourceKey, name: string, title: string, script: string): VideoItem => ({
    kind: 'video',
    key,
    title,
    srcMp4: videoPath(`${name}.mp4`),
    srcWebm: videoPath(`${name}.webm`),
    poster: imagePath(`${name}-poster.jpg`),
    captions: videoPath(`${name}.vtt`),
    script,
  });

  const pdf = (
    key: ResourceKey,
    name: string,
    title: string,
    print: PrintSize,
    pages: PdfPage[],
    editable = false,
  ): PdfItem => ({
    kind: 'pdf',
    key,
    title,
    imgSrc: imagePath(`${name}-thumb.jpg`),
    url: pdfPath(`${name}.pdf`),
    print,
    ...(editable ? { editable: true } : {}),
    pages,
  });

  const presentation = (
    key: ResourceKey,
    name: string,
    title: string,
    alt: string,
    pages: PdfPage[],
  ): PresentationItem => ({
    kind: 'presentation',
    key,
    title,
    image: { src: imagePath(`${name}-cover.jpg`), alt },
    pdf: pdfPath(`${name}.pdf`),
    pages,
  });

  const image = (name: string, alt: string, lines: string[]): ImageItem => ({
    kind: 'image',
    image: imagePath(`${name}.svg`),
    alt,
    lines,
  });

  const placeholder = (title: string, text: string): PlaceholderItem => ({
    kind: 'placeholder',
    title,
    text,
  });

  return { pdfPath, imagePath, videoPath, video, pdf, presentation, image, placeholder };
}
