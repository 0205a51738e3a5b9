import type { ContentItem, Lang } from '@/content/types';
import type { HeadingLevel } from './Heading';
import { Hashtags } from './items/Hashtags';
import { ImageCard } from './items/ImageCard';
import { LinkCard } from './items/LinkCard';
import { PdfCard } from './items/PdfCard';
import { PlaceholderCard } from './items/PlaceholderCard';
import { PresentationCard } from './items/PresentationCard';
import { ResearchButton } from './items/ResearchButton';
import { TextBlock } from './items/TextBlock';
import { VideoCard } from './items/VideoCard';
import { VideoWithLinkCard } from './items/VideoWithLinkCard';

export interface ItemProps {
  item: ContentItem;
  lang: Lang;
  /** Level for the item's own title: one below its block or group heading. */
  level: HeadingLevel;
}

/** One component per content item kind (spec §3). */
export function ItemView({ item, lang, level }: ItemProps) {
  switch (item.kind) {
    case 'text':
      return <TextBlock item={item} />;
    case 'video':
      return <VideoCard item={item} lang={lang} level={level} />;
    case 'presentation':
      return <PresentationCard item={item} level={level} />;
    case 'pdf':
      return <PdfCard item={item} level={level} />;
    case 'link':
      return <LinkCard item={item} />;
    case 'image':
      return <ImageCard item={item} level={level} />;
    case 'videoWithLink':
      return <VideoWithLinkCard item={item} lang={lang} level={level} />;
    case 'button':
      return <ResearchButton item={item} />;
    case 'hashtags':
      return <Hashtags item={item} level={level} />;
    case 'placeholder':
      return <PlaceholderCard item={item} level={level} />;
  }
}
