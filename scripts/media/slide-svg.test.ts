// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { illustrationSvg, illustrationVariant, isMonochrome } from './illustration-svg';
import { previewSvg, slideSvg } from './slide-svg';
import { textWidth } from './text-measure';

/** Minimal well-formedness check: balanced tags and no raw & or < in text or attributes. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    expect(between).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
    expect(m[3]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else if (!m[4]) stack.push(m[2]);
    last = tag.lastIndex;
  }
  expect(stack).toEqual([]);
}

const slide = {
  title: "Responding to a warning sign: what you'll do & why",
  points: [
    'Act on the signal the same day — don’t wait for the next <scheduled> check',
    'Talk with the client directly',
    'Agree a safety plan together, with the client in charge of the steps they take and the people they call',
    'Record what you did and why',
  ],
};

describe('slideSvg', () => {
  const svg = slideSvg({ lang: 'en', moduleTitle: 'Safety, risk & referral', slide, n: 4, total: 10 });

  it('is well-formed, escaped and accessible', () => {
    assertWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 1280 720"');
    expect(svg).toContain('<title id="t">Responding to a warning sign: what you&apos;ll do &amp; why');
    expect(svg).toContain('&lt;scheduled&gt;');
    expect(svg).toContain('font-family="Open Sans, Arial, sans-serif"');
    expect(svg).toContain('xml:lang="en"');
  });

  it('shows the slide number and stays a few KB', () => {
    expect(svg).toContain('>4 / 10</tspan>');
    expect(Buffer.byteLength(svg)).toBeLessThan(6000);
  });

  it('wraps long points within the slide', () => {
    const lines = [...svg.matchAll(/<text font-size="(\d+(?:\.\d)?)"><tspan x="130"[^>]*>([^<]*)<\/tspan>(.*?)<\/text>/g)];
    expect(lines.length).toBe(4);
    for (const [, size, first, rest] of lines) {
      const all = [first, ...[...rest.matchAll(/>([^<]*)<\/tspan>/g)].map((m) => m[1])];
      for (const line of all) {
        const plain = line
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&')
          .replace(/&apos;/g, "'");
        expect(130 + textWidth(plain, Number(size))).toBeLessThanOrEqual(1200);
      }
    }
    expect(svg).toMatch(/<tspan x="130" dy=/); // the long point took more than one line
  });

  it('handles French text', () => {
    const fr = slideSvg({
      lang: 'fr',
      moduleTitle: 'Sécurité, risque et orientation',
      slide: { title: "Répondre à un signal d'alerte", points: ['Agir le jour même', 'Parler directement au client'] },
      n: 1,
      total: 1,
    });
    assertWellFormed(fr);
    expect(fr).toContain('Répondre à un signal d&apos;alerte');
    expect(fr).toContain('xml:lang="fr"');
  });
});

describe('previewSvg', () => {
  it('shows the title and a localised slide count', () => {
    const svg = previewSvg({ lang: 'fr', title: 'Évaluer & orienter', slideCount: 9 });
    assertWellFormed(svg);
    expect(svg).toContain('Évaluer &amp; orienter');
    expect(svg).toContain('9 diapositives');
    expect(previewSvg({ lang: 'en', title: 'X', slideCount: 1 })).toContain('1 slide<');
  });
});

describe('illustrations', () => {
  it('chooses a variant from the file name', () => {
    expect(illustrationVariant('/images/en/promotional/logo-colour.svg')).toBe('logo');
    expect(illustrationVariant('/images/en/promotional/mockup-phone.svg')).toBe('phone');
    expect(illustrationVariant('/images/en/promotional/mockup-cluster.svg')).toBe('devices');
    expect(illustrationVariant('/images/en/promotional/social-account-photo.svg')).toBe('social');
    expect(illustrationVariant('/images/en/implementation/explore-program.svg')).toBe('devices');
    expect(illustrationVariant('/images/en/x/something.svg')).toBe('card');
    expect(isMonochrome('/images/en/promotional/logo-monochrome.svg')).toBe(true);
  });

  it.each(['laptop', 'tablet', 'phone', 'devices', 'logo', 'social', 'profile', 'header', 'post', 'card'] as const)(
    '%s is well-formed and small',
    (variant) => {
      const svg = illustrationSvg({ lang: 'fr', variant, title: 'Logo « programme » & co', lines: ["L'accès", 'Deuxième ligne'] });
      assertWellFormed(svg);
      expect(svg).toContain('<title id="t">Logo « programme » &amp; co</title>');
      expect(Buffer.byteLength(svg)).toBeLessThan(8000);
    },
  );
});
