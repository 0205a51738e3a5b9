/**
 * Finding elements the way a user names them (role and accessible name, label, text),
 * the same in every engine: the finder runs inside the page, so WebKit's WebDriver and
 * Firefox's BiDi client see exactly the same rules.
 */

export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'dialog'
  | 'checkbox'
  | 'radio'
  | 'textbox'
  | 'region'
  | 'slider'
  | 'img'
  | 'status'
  | 'alert'
  | 'combobox'
  | 'banner'
  | 'group'
  | 'option';

/** A name to match: exact text (whitespace collapsed) or a regular expression. */
export type NameMatch = string | { re: string; flags?: string };

export interface Locator {
  role?: Role;
  css?: string;
  /** Accessible name (role) or label text (form controls). */
  name?: NameMatch;
  /** Text the element contains (whitespace collapsed, substring). */
  text?: string;
  level?: number;
  within?: Locator;
  /** Also match elements that are not rendered (an <audio> without controls). */
  hidden?: boolean;
}

const re = (pattern: RegExp): NameMatch => ({ re: pattern.source, flags: pattern.flags });

export const byRole = (role: Role, name?: NameMatch | RegExp, extra: Omit<Locator, 'role' | 'name'> = {}): Locator => ({
  role,
  name: name instanceof RegExp ? re(name) : name,
  ...extra,
});

export const byLabel = (name: string, within?: Locator): Locator => ({ css: 'input, textarea, select', name, within });

export const byCss = (css: string, extra: Omit<Locator, 'css'> = {}): Locator => ({ css, ...extra });

/** Readable description for failure messages. */
export function describe(l: Locator): string {
  const name = l.name === undefined ? '' : typeof l.name === 'string' ? ` "${l.name}"` : ` /${l.name.re}/`;
  const what = l.role ? `${l.role}${l.level ? ` (level ${l.level})` : ''}${name}` : `${l.css}${name}`;
  const text = l.text ? ` containing "${l.text}"` : '';
  return `${what}${text}${l.within ? ` inside ${describe(l.within)}` : ''}`;
}

/**
 * Runs in the page (serialised with toString): it must stay self-contained.
 * Returns the first matching element (or with read 'text' its text, whitespace
 * collapsed; with read 'checked' whether it is a checked input), or null.
 */
export function findInPage(spec: Locator, read?: 'text' | 'checked'): Element | string | boolean | null {
  const SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"], summary',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea, [role="textbox"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    slider: 'input[type="range"], [role="slider"]',
    img: 'img, svg[role="img"], [role="img"]',
    status: '[role="status"], output',
    alert: '[role="alert"]',
    combobox: 'select, [role="combobox"]',
    banner: 'header:not(article header, section header, main header, aside header, nav header), [role="banner"]',
    group: 'fieldset, [role="group"]',
    option: 'option, [role="option"]',
  };
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  // Text a screen reader reads: aria-hidden parts (icons) left out.
  const visibleText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(visibleText).join('');
  };
  const textOf = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => {
        const el = document.getElementById(id);
        return el ? squash(visibleText(el)) : '';
      })
      .join(' ');
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return squash(textOf(labelledBy));
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map((l) => l.textContent).join(' '));
    if (el instanceof HTMLImageElement) return squash(el.alt);
    return squash(visibleText(el)) || squash(el.getAttribute('title'));
  };
  const matches = (value: string, want: NameMatch) =>
    typeof want === 'string' ? value === squash(want) : new RegExp(want.re, want.flags).test(value);
  const rendered = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const find = (l: Locator): Element | null => {
    const scope: ParentNode | null = l.within ? find(l.within) : document;
    if (!scope) return null;
    const selector = l.css ?? (l.role ? SELECTORS[l.role] : '*');
    for (const el of scope.querySelectorAll(selector)) {
      if (l.level && el.tagName !== `H${l.level}` && el.getAttribute('aria-level') !== String(l.level)) continue;
      if (l.name !== undefined && !matches(nameOf(el), l.name)) continue;
      if (l.text !== undefined && !squash(el.textContent).includes(squash(l.text))) continue;
      // Inert content takes no click or focus: a click "on" it reaches nothing. Playwright's role
      // locators skip it too. (A prerendered page's static copy is not inert: a press on it is held.)
      if (el.closest('[inert]')) continue;
      if (!l.hidden && !rendered(el)) continue;
      return el;
    }
    return null;
  };
  const found = find(spec);
  if (read === 'text') return found ? squash(found.textContent) : null;
  if (read === 'checked') return found ? (found as HTMLInputElement).checked === true : null;
  return found;
}
