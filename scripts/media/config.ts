import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../../src/content/types';

/** Repository root (scripts/media/../..). */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything is written under public/ at the asset's root-relative path. */
export const PUBLIC_DIR = resolve(REPO_ROOT, 'public');
/** Input-hash manifest: commit it together with the generated media. */
export const CACHE_FILE = resolve(REPO_ROOT, 'scripts', 'media', '.cache.json');

export { LANGS } from '../../src/config/domain';

/**
 * Bump a version to regenerate every output of that kind (layout, encoder
 * settings…). The version is part of each output's input hash.
 */
export const VERSIONS = {
  svg: 'svg-1',
  illustration: 'illustration-1',
  narration: 'narration-1',
  clip: 'clip-2',
  poster: 'poster-1',
  pdf: 'pdf-1',
  thumbnail: 'thumbnail-1',
} as const;

/** Open Sans, committed with the generator (fonts/README.md): no system font is needed. */
const FONT_DIR = resolve(REPO_ROOT, 'scripts', 'media', 'fonts');
export const FONTS = {
  regular: `${FONT_DIR}/OpenSans-Regular.ttf`,
  bold: `${FONT_DIR}/OpenSans-Bold.ttf`,
} as const;

/** espeak-ng voices; narration is English only, clips speak their language. */
export const VOICES: Readonly<Record<Lang, string>> = { en: 'en-gb', fr: 'fr-fr' };
export const NARRATION_SPEED = 160;

/** Slide clips and section videos. */
export const CLIP = { width: 640, height: 360, fps: 15, minSeconds: 4, padSeconds: 1 } as const;

/** External tools run at most this many at a time (MEDIA_JOBS overrides). */
export const PARALLELISM = Math.max(1, Number(process.env.MEDIA_JOBS) || Math.min(2, availableParallelism()));

/** Fixed timestamp for reproducible PDFs. */
export const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));
