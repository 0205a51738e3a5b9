import type { Lang, SectionId } from '@/content/types';
import { SectionOfflineControl } from '../offline';

/**
 * OFFLINE SLOT — owned by the offline contributor (src/features/offline):
 * size, "Make available offline" (videos included), progress and removal.
 */
export function OfflineSlot({ lang, section, videos }: { lang: Lang; section: SectionId; videos: boolean }) {
  return <SectionOfflineControl lang={lang} section={section} videos={videos} />;
}
