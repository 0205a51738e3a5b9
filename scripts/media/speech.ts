import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './exec';
import { wavDuration } from './wav';
import { normaliseSpace } from './xml';

/** Text espeak-ng reads well: single spaces, typographic quotes straightened. */
function speechText(text: string): string {
  return normaliseSpace(text)
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\u00a0|\u202f/g, ' ');
}

/** Speaks `text` with espeak-ng into `<dir>/<name>.wav`; returns the file and its duration (s). */
export async function synthesize(
  text: string,
  voice: string,
  speed: number,
  dir: string,
  name = 'speech',
): Promise<{ wav: string; seconds: number }> {
  const txt = join(dir, `${name}.txt`);
  const wav = join(dir, `${name}.wav`);
  await writeFile(txt, speechText(text) + '\n', 'utf8');
  await run('espeak-ng', ['-v', voice, '-s', String(speed), '-b', '1', '-f', txt, '-w', wav]);
  return { wav, seconds: wavDuration(await readFile(wav)) };
}
