import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** A .po string, its continuation lines joined and escapes read. */
function poString(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.slice(line.indexOf('"'))) as string).join('');
}

/** The ids Lingui gives a catalogue's messages (as the compiled code names them). */
export function catalogueIds(file: string): Set<string> {
  const ids = new Set<string>();
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const field = (name: string) => {
      const start = lines.findIndex((l) => l.startsWith(`${name} `));
      if (start === -1) return undefined;
      const rest = lines.slice(start + 1).findIndex((l) => !l.startsWith('"'));
      return poString(lines.slice(start, rest === -1 ? undefined : start + 1 + rest));
    };
    const message = field('msgid');
    if (message) ids.add(generateMessageId(message, field('msgctxt')));
  }
  return ids;
}

/** Message ids a built chunk refers to: descriptors compile to {id:`Ab1+/x`}. */
export function idsUsedIn(code: string): Set<string> {
  return new Set([...code.matchAll(/\bid:[`"']([A-Za-z0-9+/]{6})[`"']/g)].map((m) => m[1]));
}
