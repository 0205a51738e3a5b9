/** App-wide media coordination: only one video plays at a time (spec §4). */
const videos = new Set<HTMLVideoElement>();

export function registerVideo(video: HTMLVideoElement): () => void {
  videos.add(video);
  return () => videos.delete(video);
}

/** Called when a video starts: every other registered video pauses. */
export function pauseOtherVideos(current: HTMLVideoElement): void {
  videos.forEach((v) => v !== current && !v.paused && v.pause());
}

/** Playing narration pauses any unmuted playing video. */
export function pauseUnmutedVideos(): void {
  videos.forEach((v) => !v.paused && !v.muted && v.pause());
}

/** Moving to another slide pauses every video. */
export function pauseAllVideos(): void {
  videos.forEach((v) => !v.paused && v.pause());
}
