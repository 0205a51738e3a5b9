import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './exec';
import { synthesize } from './speech';

/** Narration MP3: espeak-ng → WAV → lame, mono 16 kbit/s at 16 kHz, no ID3 tag. */
export async function buildNarration(text: string, voice: string, speed: number, tmpDir: string): Promise<Uint8Array> {
  const { wav } = await synthesize(text, voice, speed, tmpDir);
  const mp3 = join(tmpDir, 'narration.mp3');
  await run('lame', ['--quiet', '--noreplaygain', '-m', 'm', '-b', '16', '--resample', '16', wav, mp3]);
  return readFile(mp3);
}
