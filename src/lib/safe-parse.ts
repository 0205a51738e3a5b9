/**
 * The one place outside input is decoded or parsed. `decodeURIComponent` throws on a bad escape
 * (`#%`, `%E0%A4%A`) and `JSON.parse` on bad text; a throw during render blanks the page, so
 * callers get a value or null and decide what a bad input means. eslint.config.js sends every
 * other use here.
 */

/** The decoded text, or null when it holds an escape that is not valid UTF-8. */
export function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

/** Parses JSON text, never throwing: `ok: false` for anything that is not JSON. */
export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether a parsed JSON value nests no deeper than `maxDepth` arrays and objects, checked without
 * recursion, so a hand-made file of thousands of nested arrays cannot overflow the stack.
 */
export function withinDepth(value: unknown, maxDepth: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}
