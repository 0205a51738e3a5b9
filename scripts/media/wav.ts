/** Duration in seconds of a PCM WAV file (RIFF chunks walked; tolerates streaming-size headers). */
export function wavDuration(buf: Uint8Array): number {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const tag = (at: number): string => String.fromCharCode(...buf.subarray(at, at + 4));
  if (buf.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let byteRate = 0;
  let at = 12;
  while (at + 8 <= buf.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (!byteRate) throw new Error('WAV data before fmt chunk');
      const available = buf.byteLength - (at + 8);
      return Math.min(size, available) / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without data chunk');
}
