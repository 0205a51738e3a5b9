import type { PackFileManifest } from './pack-file-format';
import { entryName, MANIFEST_NAME, PACK_FILE_APP, PACK_FILE_FORMAT } from './pack-file-names';
import type { PackFileError } from './errors';

/*
 * The bad-file corpus, generated (no binary blobs in the repository): each case is a pack file
 * damaged one way, with the error it must get. Built from a pack's real files by the unit tests
 * (pack-files.test.ts) and the end-to-end spec (tests/offline/pack-files-bad.spec.ts). The ZIPs
 * are written byte by byte here, so a case can declare what a real writer never would (a size
 * smaller than the data, a name with `../`). Test code only: never imported by the app.
 */

export interface CorpusFile {
  path: string;
  data: Uint8Array<ArrayBuffer>;
}

export interface CorpusPack {
  lang: PackFileManifest['lang'];
  scope: PackFileManifest['pack'];
  contentVersion: string;
  files: CorpusFile[];
}

interface RawEntry {
  name: string;
  /** The bytes as written in the ZIP (compressed for method 8). */
  stored: Uint8Array<ArrayBuffer>;
  method?: 0 | 8;
  /** The uncompressed size the headers declare (default: the stored length). */
  declaredSize?: number;
  crc?: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function header(size: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  fill(new DataView(bytes.buffer));
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(parts.reduce((n, p) => n + p.byteLength, 0)));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.byteLength) - p.byteLength);
  return out;
}

/** A plain ZIP (no data descriptors, no ZIP64), each header as the entry declares it. */
export function rawZip(entries: RawEntry[]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    const method = e.method ?? 0;
    const size = e.declaredSize ?? e.stored.byteLength;
    const crc = e.crc ?? (method === 0 ? crc32(e.stored) : 0);
    const common = (v: DataView, at: number) => {
      v.setUint16(at, 20, true);
      v.setUint16(at + 2, 0x0800, true);
      v.setUint16(at + 4, method, true);
      v.setUint16(at + 8, 0x21, true);
      v.setUint32(at + 10, crc, true);
      v.setUint32(at + 14, e.stored.byteLength, true);
      v.setUint32(at + 18, size, true);
      v.setUint16(at + 22, name.byteLength, true);
    };
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      common(v, 4);
    });
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true);
        v.setUint16(4, 20, true);
        common(v, 6);
        v.setUint32(42, offset, true);
      }),
      name,
    );
    parts.push(local, name, e.stored);
    offset += local.byteLength + name.byteLength + e.stored.byteLength;
  }
  const directory = concat(central);
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, entries.length, true);
    v.setUint16(10, entries.length, true);
    v.setUint32(12, directory.byteLength, true);
    v.setUint32(16, offset, true);
  });
  return concat([...parts, directory, end]);
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function manifestOf(pack: CorpusPack): Promise<PackFileManifest> {
  const files = await Promise.all(pack.files.map(async (f) => ({ path: f.path, bytes: f.data.byteLength, sha256: await sha256(f.data) })));
  return { app: PACK_FILE_APP, format: PACK_FILE_FORMAT, contentVersion: pack.contentVersion, lang: pack.lang, pack: pack.scope, files };
}

const text = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

function packZip(manifest: PackFileManifest, files: CorpusFile[], change: (e: RawEntry) => RawEntry = (e) => e): Uint8Array<ArrayBuffer> {
  const entries = files.map((f) => change({ name: entryName(f.path), stored: f.data }));
  return rawZip([{ name: MANIFEST_NAME, stored: text(manifest) }, ...entries]);
}

/** A whole, good pack file. */
export async function goodPackZip(pack: CorpusPack): Promise<Uint8Array<ArrayBuffer>> {
  return packZip(await manifestOf(pack), pack.files);
}

async function deflateRaw(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface CorpusCase {
  name: string;
  /** What a person would call it. */
  label: string;
  bytes: Uint8Array<ArrayBuffer>;
  error: PackFileError;
}

/** Every way a pack file can be bad, each with the error the import must give. */
export async function badPackFiles(pack: CorpusPack): Promise<CorpusCase[]> {
  const manifest = await manifestOf(pack);
  const good = packZip(manifest, pack.files);
  const [first, second] = pack.files;
  const packBytes = pack.files.reduce((n, f) => n + f.data.byteLength, 0);
  const flipped = (data: Uint8Array<ArrayBuffer>) => data.map((b, i) => (i === 0 ? b ^ 0xff : b));
  const padding = { path: '/images/en/padding.bin', data: new Uint8Array(new ArrayBuffer(10 * packBytes)) };
  const bombData = new Uint8Array(new ArrayBuffer(first.data.byteLength * 50)).fill(0x41);
  return [
    { name: 'empty', label: 'an empty file', bytes: new Uint8Array(new ArrayBuffer(0)), error: 'empty' },
    { name: 'not-zip', label: 'a text file', bytes: text('These are not the slides you are looking for.\n'.repeat(40)), error: 'notZip' },
    { name: 'truncated', label: 'a pack file cut in half', bytes: good.slice(0, Math.floor(good.byteLength / 2)), error: 'truncated' },
    {
      name: 'hash-mismatch',
      label: 'a file whose bytes do not match its sha256',
      bytes: packZip(manifest, pack.files, (e) => (e.name === entryName(second.path) ? { ...e, stored: flipped(e.stored) } : e)),
      error: 'corrupt',
    },
    {
      name: 'outside-pack',
      label: 'a file named ../',
      bytes: packZip(
        { ...manifest, files: [...manifest.files, { path: '/../../sw.js', bytes: 5, sha256: await sha256(text('evil\n')) }] },
        [...pack.files, { path: '/../../sw.js', data: text('evil\n') }],
      ),
      error: 'outsidePack',
    },
    {
      name: 'manifest-lies',
      label: 'a manifest that lies about a size',
      bytes: packZip({ ...manifest, files: manifest.files.map((f, i) => (i === 0 ? { ...f, bytes: f.bytes + 1000 } : f)) }, pack.files),
      error: 'manifestMismatch',
    },
    {
      name: 'bomb-stored',
      label: 'a file holding more bytes than declared',
      bytes: packZip(manifest, pack.files, (e) =>
        e.name === entryName(first.path)
          ? { ...e, stored: concat([e.stored, new Uint8Array(64 * 1024)]), declaredSize: e.stored.byteLength }
          : e,
      ),
      error: 'bomb',
    },
    {
      name: 'bomb-deflate',
      label: 'a compressed file that inflates past its declared size',
      bytes: await deflateBombZip(manifest, pack.files, bombData),
      error: 'bomb',
    },
    { name: 'other-app', label: "another app's ZIP", bytes: rawZip([{ name: 'photos/cat.jpg', stored: text('meow') }]), error: 'notOurs' },
    {
      name: 'other-app-manifest',
      label: "another app's manifest.json",
      bytes: rawZip([{ name: MANIFEST_NAME, stored: text({ name: 'my-app', version: 3 }) }]),
      error: 'notOurs',
    },
    {
      name: 'ten-times',
      label: 'a file ten times the pack',
      bytes: packZip(
        {
          ...manifest,
          files: [...manifest.files, { path: padding.path, bytes: padding.data.byteLength, sha256: await sha256(padding.data) }],
        },
        [...pack.files, padding],
      ),
      error: 'tooLarge',
    },
  ];
}

/** The first file's entry replaced by deflated data that inflates to 50× its declared size. */
async function deflateBombZip(manifest: PackFileManifest, files: CorpusFile[], inflated: Uint8Array<ArrayBuffer>) {
  const bomb = await deflateRaw(inflated);
  return packZip(manifest, files, (e) =>
    e.name === entryName(files[0].path)
      ? { ...e, stored: bomb, method: 8, declaredSize: files[0].data.byteLength, crc: crc32(files[0].data) }
      : e,
  );
}
