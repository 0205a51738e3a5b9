import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIP, FONTS } from './config';
import { run } from './exec';
import { ffColor, PALETTE } from './palette';
import { synthesize } from './speech';
import { fitText } from './text-measure';
import { captionCues, toVtt } from './vtt';
import { normaliseSpace } from './xml';

/** Flags that keep ffmpeg output byte-identical between runs. */
export const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1'];

export interface ClipSpec {
  voice: string;
  /** Small label at the top (module or section title). */
  label: string;
  /** Headline shown on screen. */
  heading: string;
  /** Spoken text, also the captions. */
  speech: string;
  /** Output paths (root-relative), any subset. */
  outputs: { mp4?: string; webm?: string; vtt?: string };
}

/** Speech is sped up (within limits) so that it fits this many seconds. */
const TARGET_SPEECH_SECONDS = 7;
const SPEED = { base: 170, max: 210 };
const LEAD_IN = 0.4;

/** Filter graph: calm background, drifting light band, growing progress bar, text, fade-in. */
function clipFilter(seconds: number, titleFile: string, labelFile: string, titleSize: number, outputs: number): string {
  const { width: W, height: H, fps } = CLIP;
  const d = seconds.toFixed(2);
  const src = (c: string, w: number, h: number, name: string): string => `color=c=${ffColor(c)}:s=${w}x${h}:r=${fps}:d=${d}[${name}]`;
  const vSplit = outputs > 1 ? `,split=${outputs}${Array.from({ length: outputs }, (_, i) => `[v${i}]`).join('')}` : '[v0]';
  const aSplit = outputs > 1 ? `,asplit=${outputs}${Array.from({ length: outputs }, (_, i) => `[a${i}]`).join('')}` : '[a0]';
  return [
    src(PALETTE.background, W, H, 'bg'),
    src(PALETTE.tint, 220, H, 'band'),
    src(PALETTE.accent, W, 8, 'bar'),
    `[bg][band]overlay=x='-220+mod(t*45,${W + 220})':y=0[b1]`,
    `[b1][bar]overlay=x='-${W}+${W}*t/${d}':y=${H - 8}[b2]`,
    `[b2]drawbox=x=0:y=0:w=10:h=${H}:color=${ffColor(PALETTE.accent)}:t=fill,` +
      `drawtext=fontfile=${FONTS.regular}:textfile=${labelFile}:expansion=none:fontsize=18:fontcolor=${ffColor(PALETTE.muted)}:x=40:y=32,` +
      `drawtext=fontfile=${FONTS.bold}:textfile=${titleFile}:expansion=none:fontsize=${titleSize}:line_spacing=${Math.round(titleSize * 0.25)}:` +
      `fontcolor=${ffColor(PALETTE.text)}:x=40:y=(h-text_h)/2,` +
      `fade=t=in:st=0:d=0.4,format=yuv420p${vSplit}`,
    `[0:a]aresample=24000,adelay=${Math.round(LEAD_IN * 1000)}:all=1,apad=whole_dur=${d}${aSplit}`,
  ].join(';\n');
}

/** Renders a short captioned clip (MP4 H.264+AAC, WebM VP9+Opus, WebVTT) from text. */
export async function buildClip(spec: ClipSpec, tmpDir: string): Promise<Record<string, Uint8Array>> {
  let speed = SPEED.base;
  let speech = await synthesize(spec.speech, spec.voice, speed, tmpDir);
  if (speech.seconds > TARGET_SPEECH_SECONDS) {
    speed = Math.min(SPEED.max, Math.ceil((SPEED.base * speech.seconds) / TARGET_SPEECH_SECONDS));
    speech = await synthesize(spec.speech, spec.voice, speed, tmpDir);
  }
  const seconds = Math.max(CLIP.minSeconds, Math.ceil((speech.seconds + LEAD_IN + CLIP.padSeconds) * 10) / 10);

  const title = fitText(normaliseSpace(spec.heading), {
    maxWidth: CLIP.width - 90,
    maxLines: 4,
    sizes: [38, 34, 30, 26, 22],
    weight: 'bold',
  });
  const label = fitText(normaliseSpace(spec.label), { maxWidth: CLIP.width - 80, maxLines: 1, sizes: [18] });
  const titleFile = join(tmpDir, 'title.txt');
  const labelFile = join(tmpDir, 'label.txt');
  await writeFile(titleFile, title.lines.join('\n'), 'utf8');
  await writeFile(labelFile, label.lines.join(' ') || ' ', 'utf8');

  const out: Record<string, Uint8Array> = {};
  const videoOutputs = (['mp4', 'webm'] as const).filter((k) => spec.outputs[k]);
  if (videoOutputs.length) {
    const filterFile = join(tmpDir, 'filter.txt');
    await writeFile(filterFile, clipFilter(seconds, titleFile, labelFile, title.size, videoOutputs.length), 'utf8');
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', speech.wav, '-filter_complex_script', filterFile];
    videoOutputs.forEach((k, i) => {
      args.push('-map', `[v${i}]`, '-map', `[a${i}]`, '-t', seconds.toFixed(2), '-threads', '1', '-g', String(CLIP.fps * 10));
      if (k === 'mp4') {
        args.push('-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-tune', 'stillimage', '-crf', '30');
        args.push('-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-movflags', '+faststart');
      } else {
        args.push('-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '0');
        args.push('-c:a', 'libopus', '-b:a', '24k', '-ac', '1');
      }
      args.push(...BITEXACT, join(tmpDir, `clip.${k}`));
    });
    await run('ffmpeg', args);
    for (const k of videoOutputs) out[spec.outputs[k]!] = await readFile(join(tmpDir, `clip.${k}`));
  }
  if (spec.outputs.vtt) {
    const cues = captionCues(spec.speech, LEAD_IN, LEAD_IN + speech.seconds);
    out[spec.outputs.vtt] = Buffer.from(toVtt(cues), 'utf8');
  }
  return out;
}

/** Poster JPEG: one frame (after the fade-in) of an already built clip. */
export async function buildPoster(videoFile: string, tmpDir: string, at = 2): Promise<Uint8Array> {
  const jpg = join(tmpDir, 'poster.jpg');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(at),
    '-i',
    videoFile,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    '-threads',
    '1',
    ...BITEXACT,
    jpg,
  ]);
  return readFile(jpg);
}
