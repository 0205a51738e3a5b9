import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

const GATE_SOURCE = path.resolve('src/app/prerender/paint-gate.js');
const PLACEHOLDER = "'__PAINT_HINTS_KEY__'";

/**
 * The paint gate as the build emits it: plain JS (no bundling, so no imports), with the key
 * the app writes its paint hints under (STORAGE_KEYS.paintHints) in place of the placeholder.
 */
export function paintGateSource(source: string = readFileSync(GATE_SOURCE, 'utf8')): string {
  if (source.split(PLACEHOLDER).length !== 2) throw new Error(`prerender: the paint gate must name ${PLACEHOLDER} once`);
  return source.replace(PLACEHOLDER, JSON.stringify(STORAGE_KEYS.paintHints));
}
