import type { ContentItem, SectionContent } from '@/content/types';

const isVideo = (item: ContentItem) => item.kind === 'video' || item.kind === 'videoWithLink';

/** Whether a section shows any video (its offline pack then has videos to keep or leave). */
export function hasVideos(content: SectionContent): boolean {
  return content.blocks.some((block) => block.items.some(isVideo) || (block.groups ?? []).some((group) => group.items.some(isVideo)));
}
