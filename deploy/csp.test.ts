import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyles, nginxCspLine } from './build-output';
import { contentSecurityPolicy, originOf, styleHash } from './csp';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the build CSP follows VITE_API_BASE and VITE_CONTENT_BASE', () => {
  it('same origin for both: self only, no unsafe script source', () => {
    const csp = contentSecurityPolicy({ apiBase: '', contentBase: '' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('an API on another origin is reachable (connect-src), and nothing else gains it', () => {
    const csp = contentSecurityPolicy({ apiBase: 'https://api.example.org/v2/' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.org']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });

  it('a content host is where images, media and pack downloads come from', () => {
    const csp = contentSecurityPolicy({ apiBase: 'http://127.0.0.1:8080', contentBase: 'https://cdn.example.org' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8080', 'https://cdn.example.org']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'https://cdn.example.org', 'data:', 'blob:']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'https://cdn.example.org', 'blob:']);
  });

  it('refuses a base that is not an absolute http(s) URL, rather than build a policy that blocks the app', () => {
    expect(() => originOf('api.example.org')).toThrow(/absolute URL/);
    expect(() => originOf('ftp://files.example.org')).toThrow(/http/);
    expect(originOf('  ')).toBeNull();
  });

  it('nginx reads it as one quoted variable', () => {
    const line = nginxCspLine(contentSecurityPolicy({ apiBase: 'https://api.example.org' }));
    expect(line).toMatch(/^set \$toolkit_csp "default-src 'self'; [^"]+connect-src 'self' https:\/\/api\.example\.org;[^"]+";$/m);
    expect(() => nginxCspLine('default-src "x"')).toThrow();
  });
});

describe('inline styles', () => {
  const page =
    '<head><style>.a{b:c}</style><noscript><style>.x{display:none}</style></noscript></head><body style="x"><style media="print">.p{}</style>';

  it('every <style> element of a page is found, those in <noscript> too; attributes are not elements', () => {
    expect(inlineStyles(page)).toEqual(['.a{b:c}', '.x{display:none}', '.p{}']);
  });

  it("elements: the build's own by hash and nothing else inline; attributes stay inline; older browsers keep style-src", () => {
    const csp = contentSecurityPolicy({ inlineStyles: inlineStyles(page) });
    // The hash a browser computes: SHA-256 of the element's text, base64 (CSP3 hash-source).
    expect(styleHash('.a{b:c}')).toBe(`'sha256-${createHash('sha256').update('.a{b:c}').digest('base64')}'`);
    expect(directive(csp, 'style-src-elem')).toEqual(["'self'", styleHash('.a{b:c}'), styleHash('.x{display:none}'), styleHash('.p{}')]);
    expect(directive(csp, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('a policy made without the pages keeps inline style elements allowed (no split)', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'style-src-elem')).toBeUndefined();
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
