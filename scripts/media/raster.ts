import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BITEXACT } from './clip';
import { run } from './exec';

/** JPEG of a PDF's first page, longest side `size` px (pdftoppm). */
export async function pdfFirstPageJpeg(pdfFile: string, tmpDir: string, size: number): Promise<Uint8Array> {
  const prefix = join(tmpDir, 'page');
  await run('pdftoppm', [
    '-jpeg',
    '-jpegopt',
    'quality=72,optimize=y',
    '-scale-to',
    String(size),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfFile,
    prefix,
  ]);
  return readFile(`${prefix}.jpg`);
}

/** Rasterises an SVG (ffmpeg + librsvg) to PNG or JPEG for illustrations requested in those formats. */
export async function svgToRaster(svg: string, ext: 'png' | 'jpg', tmpDir: string): Promise<Uint8Array> {
  const src = join(tmpDir, 'in.svg');
  const out = join(tmpDir, `out.${ext}`);
  await writeFile(src, svg, 'utf8');
  const codec = ext === 'png' ? ['-c:v', 'png', '-pix_fmt', 'rgb24'] : ['-q:v', '4'];
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', src, '-frames:v', '1', ...codec, ...BITEXACT, out]);
  return readFile(out);
}
