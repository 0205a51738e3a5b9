import type { SlideText } from '@/content/types';

/** The slide image's text alternative: its title and key points. */
export function slideAlt(slide: SlideText): string {
  return [slide.title, ...slide.points].join('. ');
}
