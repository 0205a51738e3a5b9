// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FullModuleId, SectionId } from '../../src/content/types';
import { assetKind, buildContentIndex, indexTotals, indexVersion, writeIndexFile, type AssetGroups } from './content-index';

let publicDir: string;
beforeEach(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'media-index-'));
});
afterEach(() => rm(publicDir, { recursive: true, force: true }));

async function put(path: string, data: string): Promise<void> {
  const file = join(publicDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

const emptyModules = (): Record<FullModuleId, string[]> =>
  Object.fromEntries(
    ['1-implementation', '1-training', '2', '3', '4', '5', '6-implementation', '6-training', '7'].map((id) => [id, []]),
  ) as unknown as Record<FullModuleId, string[]>;

function groups(): AssetGroups {
  const modules = emptyModules();
  modules['2'] = ['/images/fr/modules/2/slide-1.svg', '/audio/en/modules/2/slide-1.mp3', '/videos/fr/modules/2/slide-1.mp4'];
  const sections: Record<SectionId, string[]> = {
    implementation: ['/pdfs/fr/implementation/guide.pdf', '/images/fr/implementation/guide-thumb.jpg'],
    training: ['/pdfs/fr/implementation/guide.pdf', '/videos/fr/training/intro.vtt'],
    promotional: [],
  };
  return { modules, sections };
}

async function putAll(): Promise<void> {
  await put('/images/fr/modules/2/slide-1.svg', '<svg/>');
  await put('/audio/en/modules/2/slide-1.mp3', 'mp3-bytes');
  await put('/videos/fr/modules/2/slide-1.mp4', 'mp4-bytes!');
  await put('/pdfs/fr/implementation/guide.pdf', '%PDF-1.3');
  await put('/images/fr/implementation/guide-thumb.jpg', 'jpg');
  await put('/videos/fr/training/intro.vtt', 'WEBVTT\n');
}

describe('buildContentIndex', () => {
  it('lists every grouped asset with bytes, sha256 and kind', async () => {
    await putAll();
    const index = await buildContentIndex('fr', groups(), publicDir);
    expect(index.lang).toBe('fr');
    expect(index.modules['2'].map((e) => e.path)).toEqual([
      '/audio/en/modules/2/slide-1.mp3',
      '/images/fr/modules/2/slide-1.svg',
      '/videos/fr/modules/2/slide-1.mp4',
    ]);
    const mp3 = index.modules['2'][0];
    expect(mp3).toEqual({
      path: '/audio/en/modules/2/slide-1.mp3',
      bytes: 9,
      sha256: createHash('sha256').update('mp3-bytes').digest('hex'),
      kind: 'audio',
    });
    expect(index.modules['1-training']).toEqual([]);
    expect(index.sections.training.map((e) => e.kind)).toEqual(['pdf', 'captions']);
    expect(indexTotals(index)).toEqual({ files: 6, bytes: 6 + 9 + 10 + 8 + 3 + 7, bytesWithoutVideo: 6 + 9 + 8 + 3 + 7 });
  });

  it('has a version that depends on content only, not on group order', async () => {
    await putAll();
    const a = await buildContentIndex('fr', groups(), publicDir);
    const reversed = groups();
    reversed.modules['2'] = [...reversed.modules['2']].reverse();
    const b = await buildContentIndex('fr', reversed, publicDir);
    expect(b.version).toBe(a.version);
    expect(a.version).toBe(indexVersion([...a.modules['2'], ...a.sections.implementation, ...a.sections.training]));

    await put('/images/fr/implementation/guide-thumb.jpg', 'jpg2');
    const c = await buildContentIndex('fr', groups(), publicDir);
    expect(c.version).not.toBe(a.version);
  });

  it('fails when an asset is missing', async () => {
    await putAll();
    await rm(join(publicDir, 'videos/fr/training/intro.vtt'));
    await expect(buildContentIndex('fr', groups(), publicDir)).rejects.toThrow(/intro\.vtt/);
  });

  it('writes the JSON only when it changes', async () => {
    await putAll();
    const index = await buildContentIndex('fr', groups(), publicDir);
    const file = join(publicDir, 'content-index', 'fr.json');
    expect(await writeIndexFile(file, index)).toBe(true);
    expect(await writeIndexFile(file, index)).toBe(false);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(index);
  });
});

describe('assetKind', () => {
  it('maps extensions to kinds', () => {
    expect(assetKind('/a/b.svg')).toBe('image');
    expect(assetKind('/a/b-poster.jpg')).toBe('image');
    expect(assetKind('/a/b.webm')).toBe('video');
    expect(assetKind('/a/b.vtt')).toBe('captions');
    expect(() => assetKind('/a/b.exe')).toThrow();
  });
});
