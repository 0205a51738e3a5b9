// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { heldIn } from './heap-snapshot';

/** A snapshot in V8's layout: nodes as flat [type, name, self_size] triples. */
const snapshot = (nodes: [string, string, number][]) => {
  const types = ['hidden', 'object', 'native'];
  const strings = [...new Set(nodes.map(([, name]) => name))];
  return {
    snapshot: { meta: { node_fields: ['type', 'name', 'self_size'], node_types: [types] as [string[]] } },
    nodes: nodes.flatMap(([type, name, size]) => [types.indexOf(type), strings.indexOf(name), size]),
    strings,
  };
};

describe('what a heap snapshot holds', () => {
  it('counts ArrayBuffer contents apart from the rest of the heap', () => {
    const held = heldIn(
      snapshot([
        ['object', 'ArrayBuffer', 80],
        ['native', 'system / JSArrayBufferData', 40_000],
        ['native', 'system / JSArrayBufferData', 2_000],
        ['native', 'system / ExternalStringData', 500],
        ['object', 'Object', 120],
      ]),
    );
    expect(held).toEqual({ buffers: 42_000, heap: 700 });
  });
});
