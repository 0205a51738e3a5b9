import type { ContentItem, SectionContent } from '../../src/content/types';

/** Every item of every block and group of a section (videoWithLink kept as is), in page order. */
export function sectionItems(section: SectionContent): ContentItem[] {
  const items: ContentItem[] = [];
  for (const block of section.blocks) {
    if (block.intro) items.push(block.intro);
    items.push(...block.items);
    for (const group of block.groups ?? []) {
      if (group.intro) items.push(group.intro);
      items.push(...group.items);
    }
  }
  return items;
}
