import type { VideoItem } from './types';

/**
 * The DOM id of a section video's card: `video-` and its file name, which is the item's id
 * (assets are named by id, see assets.ts). Search links to it; the card carries it.
 */
export function videoAnchor(video: Pick<VideoItem, 'srcMp4'>): string {
  const file = video.srcMp4.slice(video.srcMp4.lastIndexOf('/') + 1);
  return `video-${file.replace(/\.[^.]+$/, '')}`;
}
