import type { CDPSession } from 'playwright';

/**
 * What a page holds, from a V8 heap snapshot: only what is reachable (the snapshot collects
 * garbage first and lists the rest). `Runtime.getHeapUsage` right after a forced collection is
 * not that: V8 frees dead ArrayBuffers' memory on a background thread after the collection, so
 * during a busy import it counted megabytes of buffers already dead (measured: 3.8 MB, then
 * 0.6 MB after a second collection 300 ms later).
 */
export interface Held {
  /** The JS heap: every reachable object but the ArrayBuffers' contents, bytes. */
  heap: number;
  /** The contents of reachable ArrayBuffers (where a file's bytes live), bytes. */
  buffers: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** The ArrayBuffers' contents in a snapshot: native nodes of this name. */
const BUFFER_DATA = 'system / JSArrayBufferData';

export function heldIn(snapshot: Snapshot): Held {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const native = types[0].indexOf('native');
  const held: Held = { heap: 0, buffers: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const bytes = snapshot.nodes[i + size];
    if (snapshot.nodes[i + type] === native && snapshot.strings[snapshot.nodes[i + name]] === BUFFER_DATA) held.buffers += bytes;
    else held.heap += bytes;
  }
  return held;
}

/** Takes a heap snapshot of the page (it pauses the page while it is taken) and reads what it holds. */
export async function heldNow(cdp: CDPSession): Promise<Held> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return heldIn(JSON.parse(chunks.join('')) as Snapshot);
}
