import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

const GATE_SOURCE = path.resolve('src/app/prerender/paint-gate.js');
const PLACEHOLDER = "'__PAINT_HINTS_KEY__'";

/** The paint gate as the build emits it: plain JS (no bundling), with the app's paint-hints key written in. */
export function paintGateSource(source: string = readFileSync(GATE_SOURCE, 'utf8')): string {
  if (source.split(PLACEHOLDER).length !== 2) throw new Error(`prerender: the paint gate must name ${PLACEHOLDER} once`);
  return source.replace(PLACEHOLDER, JSON.stringify(STORAGE_KEYS.paintHints));
}
