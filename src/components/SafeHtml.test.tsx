import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import source from './SafeHtml.tsx?raw';
import { SafeHtml, safeHref } from './SafeHtml';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function renderHtml(html: string, as?: 'p' | 'div') {
  return render(
    <I18nProvider i18n={i18n}>
      <SafeHtml html={html} as={as} />
    </I18nProvider>,
  ).container;
}

afterEach(() => {
  delete window.__pwned;
});

describe('SafeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    const root = renderHtml(
      '<p>Hello <strong>bold</strong> <em>em</em> <b>b</b> <i>i</i><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol>',
    );
    expect(root.querySelector('p strong')?.textContent).toBe('bold');
    expect(root.querySelector('p em')?.textContent).toBe('em');
    expect(root.querySelector('p b')?.textContent).toBe('b');
    expect(root.querySelector('p i')?.textContent).toBe('i');
    expect(root.querySelector('p br')).not.toBeNull();
    expect(root.querySelector('ul li')?.textContent).toBe('one');
    expect(root.querySelector('ol li')?.textContent).toBe('two');
  });

  it('drops <script> elements and their code, and nothing runs', async () => {
    const root = renderHtml('<script>window.__pwned = 1</script>Safe <script>window.__pwned = 2</script>text');
    await settle();
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toBe('Safe text');
    expect(window.__pwned).toBeUndefined();
  });

  it('removes <img onerror> and every event handler attribute', async () => {
    const root = renderHtml(
      '<img src=x onerror="window.__pwned=1"><strong onclick="window.__pwned=2" onmouseover="window.__pwned=3" style="color:red" class="x" id="y">hi</strong><p onload="window.__pwned=4">p</p>',
    );
    await settle();
    expect(root.querySelector('img')).toBeNull();
    const strong = root.querySelector('strong')!;
    expect(strong.getAttributeNames()).toEqual([]);
    expect(root.querySelector('p')!.getAttributeNames()).toEqual([]);
    expect(root.innerHTML).not.toMatch(/on(error|click|mouseover|load)=/i);
    strong.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    strong.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(window.__pwned).toBeUndefined();
  });

  it('refuses javascript:, data: and relative hrefs but keeps the link text', () => {
    const root = renderHtml(
      '<a href="javascript:window.__pwned=1">one</a> <a href=" JaVaScRiPt:alert(1)">two</a> <a href="java&#115;cript:alert(1)">three</a> <a href="data:text/html,x">four</a> <a href="/local">five</a>',
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toBe('one two three four five');
  });

  it('keeps https and mailto links, adding a safe target and rel only', () => {
    const root = renderHtml(
      '<a href="https://example.org/x" onclick="window.__pwned=1" title="t" target="_self">site</a> <a href="mailto:a@example.org">mail</a>',
    );
    const [site, mail] = Array.from(root.querySelectorAll('a'));
    expect(site.getAttribute('href')).toBe('https://example.org/x');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(site.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
    expect(mail.getAttribute('href')).toBe('mailto:a@example.org');
  });

  it('unwraps unknown tags to their text', () => {
    const root = renderHtml('<div><span class="x">a</span><h1>b</h1><style>p { color: red }</style><u>c</u></div>');
    expect(root.firstElementChild!.innerHTML).toBe('abc');
  });

  it('unwraps block tags inside a paragraph wrapper to keep valid nesting', () => {
    const root = renderHtml('<p>one</p><ul><li>two</li></ul><strong>three</strong>', 'p');
    const wrapper = root.firstElementChild!;
    expect(wrapper.tagName).toBe('P');
    expect(wrapper.innerHTML).toBe('onetwo<strong>three</strong>');
  });

  it('never hands markup to the browser as HTML', () => {
    expect(source).not.toContain('dangerouslySetInnerHTML');
    expect(source).not.toMatch(/\.innerHTML\s*=/);
  });
});

describe('safeHref', () => {
  it('accepts https and mailto only', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('mailto:x@a.example')).toBe('mailto:x@a.example');
    expect(safeHref('http://a.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
