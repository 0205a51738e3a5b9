// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeXml, normaliseSpace, roundSvgNumbers, stripHtml } from './xml';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & Jerry's <"quote">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;quote&quot;&gt;');
  });

  it('keeps French accents and typographic punctuation as UTF-8', () => {
    expect(escapeXml('Élève à l’école — « déjà » œuvre')).toBe('Élève à l’école — « déjà » œuvre');
  });

  it('does not double-escape and drops characters XML forbids', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('a\u0000b\u0008c\td')).toBe('abc\td');
  });
});

describe('text helpers', () => {
  it('normalises whitespace', () => {
    expect(normaliseSpace('  a \n\t b  ')).toBe('a b');
  });

  it('strips the restricted HTML used in content', () => {
    expect(stripHtml('For <strong>leads</strong> &amp; staff.<br/>See <a href="/x">this</a>')).toBe('For leads & staff. See this');
  });

  it('rounds numbers inside tags only', () => {
    expect(roundSvgNumbers('<rect x="10.123456" y="2.5"/><text>3.14159</text>')).toBe('<rect x="10.1" y="2.5"/><text>3.14159</text>');
  });
});
