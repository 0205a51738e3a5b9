import type { ContentIndex, IndexEntry } from '@/content/types';

/** A small content index for unit tests (not shipped: imported by tests only). */
export function entry(path: string, bytes: number, kind: IndexEntry['kind'] = 'image'): IndexEntry {
  return { path, bytes, kind, sha256: sha(path) };
}

export function sha(seed: string): string {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(8);
}

export function makeIndex(): ContentIndex {
  const slide = (id: string, n: number) => entry(`/images/en/modules/${id}/slide-${n}.svg`, 1000);
  const audio = (id: string, n: number) => entry(`/audio/en/modules/${id}/slide-${n}.mp3`, 5000, 'audio');
  const mod = (id: string) => [slide(id, 1), audio(id, 1)];
  return {
    lang: 'en',
    version: 'v1',
    modules: {
      '1-implementation': mod('1-implementation'),
      '1-training': mod('1-training'),
      '2': mod('2'),
      '3': [
        ...mod('3'),
        entry('/videos/en/modules/3/slide-6.mp4', 90_000, 'video'),
        entry('/videos/en/modules/3/slide-6.vtt', 300, 'captions'),
      ],
      '4': mod('4'),
      '5': mod('5'),
      '6-implementation': mod('6-implementation'),
      '6-training': mod('6-training'),
      '7': mod('7'),
    },
    sections: {
      implementation: [entry('/pdfs/en/implementation/guide.pdf', 20_000, 'pdf')],
      training: [entry('/pdfs/en/training/manual.pdf', 30_000, 'pdf'), entry('/videos/en/training/tutorial.mp4', 200_000, 'video')],
      promotional: [entry('/images/en/promotional/poster.svg', 2000)],
    },
  };
}
