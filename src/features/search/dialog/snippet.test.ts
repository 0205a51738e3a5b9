import { describe, expect, it } from 'vitest';
import { highlight, snippet, type Segment } from './snippet';

const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
const text = (segments: Segment[]) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it('marks whole words whose index form matched, whatever their case and accents', () => {
    const segments = highlight('Le Thérapeute et les thérapeutes; therapeute.', new Set(['therapeute']));
    expect(marked(segments)).toEqual(['Thérapeute', 'therapeute']);
    expect(text(segments)).toBe('Le Thérapeute et les thérapeutes; therapeute.');
  });
});

describe('snippet', () => {
  const long = `${'Opening words of the document. '.repeat(8)}Screen every referral against the eligibility criteria. ${'Closing words follow here. '.repeat(8)}`;

  it('shows the passage around the first match, cut at words, with ellipses', () => {
    const segments = snippet(long, new Set(['eligibility']));
    const shown = text(segments);
    expect(marked(segments)).toEqual(['eligibility']);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(152);
    expect(shown).toMatch(/^…\S/);
    expect(long).toContain(shown.slice(1, -1));
  });

  it('starts at the beginning when only the title matched', () => {
    expect(text(snippet(long, new Set(['absent']))).startsWith('Opening words')).toBe(true);
  });

  it('runs lines on, separated where they do not end a sentence', () => {
    expect(text(snippet('Who it is for\nAdults aged 18.\nPeople with a phone', new Set()))).toBe(
      'Who it is for · Adults aged 18. People with a phone',
    );
  });
});

describe('snippet endings', () => {
  it('ends a cut passage in an ellipsis, not in punctuation', () => {
    const body = `Who the program is for. Adults aged 18 and over. People who want to change their alcohol or drug use. ${'More text follows here. '.repeat(10)}`;
    const shown = text(snippet(body, new Set(['adults']), 50));
    expect(shown).toContain('over…');
    expect(shown).toMatch(/[^.,;: ]…$/);
  });
});
