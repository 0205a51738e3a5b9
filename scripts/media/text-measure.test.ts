// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitText, textWidth, wrapText } from './text-measure';

describe('textWidth', () => {
  it('uses Open Sans advance widths', () => {
    // "Hello" in Open Sans Regular is 2.409 em.
    expect(textWidth('Hello', 1000)).toBeCloseTo(2409, -1);
    expect(textWidth('Hello', 10, 'bold')).toBeGreaterThan(textWidth('Hello', 10));
  });

  it('measures accented letters like their base letters', () => {
    expect(textWidth('é', 100)).toBeCloseTo(textWidth('e', 100), 0);
  });

  it('gives unknown characters a generous width', () => {
    expect(textWidth('漢', 100)).toBeGreaterThanOrEqual(60);
  });
});

describe('wrapText', () => {
  const text = 'Practitioners support clients, review progress checks every two weeks and issue progress reports';

  it('keeps every line within the width and loses no words', () => {
    const lines = wrapText(text, 400, 30);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(400);
    expect(lines.join(' ')).toBe(text);
  });

  it('returns one line when it fits and nothing for empty text', () => {
    expect(wrapText('Short title', 1000, 30)).toEqual(['Short title']);
    expect(wrapText('   ', 1000, 30)).toEqual([]);
  });

  it('breaks a word longer than the line', () => {
    const lines = wrapText('https://program.example.org/a/very/long/path/indeed', 200, 30);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe('https://program.example.org/a/very/long/path/indeed');
  });
});

describe('fitText', () => {
  it('picks the largest size that fits the line budget', () => {
    const fit = fitText('Responding to a warning sign in a progress check', {
      maxWidth: 700,
      maxLines: 1,
      sizes: [54, 40, 30, 20],
      weight: 'bold',
    });
    expect(fit.lines).toHaveLength(1);
    expect(fit.size).toBeLessThan(54);
    expect(textWidth(fit.lines[0], fit.size, 'bold')).toBeLessThanOrEqual(700);
  });

  it('truncates with an ellipsis at the smallest size', () => {
    const fit = fitText('word '.repeat(200), { maxWidth: 300, maxLines: 2, sizes: [30] });
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1].endsWith('…')).toBe(true);
    expect(textWidth(fit.lines[1], 30)).toBeLessThanOrEqual(300);
  });
});
