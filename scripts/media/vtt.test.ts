// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { captionChunks, captionCues, toVtt, vttTime } from './vtt';
import { wavDuration } from './wav';

describe('captions', () => {
  const text =
    'A practitioner sees that a client’s latest progress check shows heavier drinking and low mood, so she calls him that afternoon. Together they agree a safety plan & book a follow-up.';

  it('splits at sentences and clauses into short chunks without losing words', () => {
    const chunks = captionChunks(text);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(84);
    expect(chunks.join(' ')).toBe(text);
  });

  it('spreads cues over the speech time, contiguous', () => {
    const cues = captionCues(text, 0.4, 9.4);
    expect(cues[0].start).toBe(0.4);
    expect(cues[cues.length - 1].end).toBeCloseTo(9.4, 6);
    for (let i = 1; i < cues.length; i++) expect(cues[i].start).toBe(cues[i - 1].end);
    for (const c of cues) expect(c.lines.length).toBeLessThanOrEqual(2);
  });

  it('writes valid WebVTT with escaped text', () => {
    const vtt = toVtt(captionCues('Fish & chips <now>.', 0, 2));
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nFish &amp; chips &lt;now&gt;.\n');
    expect(vttTime(3723.4567)).toBe('01:02:03.457');
  });
});

describe('wavDuration', () => {
  it('reads the data size and byte rate', () => {
    const dataBytes = 22050 * 2 * 3; // 3 s of 16-bit mono at 22.05 kHz
    const buf = Buffer.alloc(44 + dataBytes);
    buf.write('RIFF', 0);
    buf.writeUInt32LE(36 + dataBytes, 4);
    buf.write('WAVE', 8);
    buf.write('fmt ', 12);
    buf.writeUInt32LE(16, 16);
    buf.writeUInt16LE(1, 20);
    buf.writeUInt16LE(1, 22);
    buf.writeUInt32LE(22050, 24);
    buf.writeUInt32LE(44100, 28);
    buf.writeUInt16LE(2, 32);
    buf.writeUInt16LE(16, 34);
    buf.write('data', 36);
    buf.writeUInt32LE(0x7fffffff, 40); // streaming header: size unknown
    expect(wavDuration(buf)).toBeCloseTo(3, 6);
  });

  it('rejects other files', () => {
    expect(() => wavDuration(Buffer.from('ID3 not a wav file'))).toThrow();
  });
});
