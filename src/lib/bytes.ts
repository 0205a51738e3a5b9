/** The pieces of a body, in order, as one array of `length` bytes (a fresh buffer). */
export function concatBytes(pieces: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.byteLength;
  }
  return out;
}
