import { useLingui } from '@lingui/react/macro';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/**
 * Renders content strings that carry a little markup (design-notes §9) without
 * ever handing HTML to the browser: the string is parsed into an inert document
 * and only an allow-list of tags is rebuilt as React elements. Anything else is
 * unwrapped to its text; no attribute survives except a vetted href.
 */
const INLINE_TAGS = new Set(['a', 'strong', 'em', 'b', 'i', 'br']);
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'li']);
/** Their text is code or chrome, never prose: dropped with everything inside. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

/** Only absolute https: and mailto: links; everything else (javascript:, data:, relative) is refused. */
export function safeHref(raw: string | null): string | null {
  if (raw === null) return null;
  const href = raw.trim();
  return /^(https:|mailto:)/i.test(href) ? href : null;
}

interface BuildOptions {
  inline: boolean;
  newTabLabel: string;
}

function buildChildren(node: Node, options: BuildOptions, path: string): ReactNode[] {
  return Array.from(node.childNodes).map((child, i) => buildNode(child, options, `${path}.${i}`));
}

function buildNode(node: Node, options: BuildOptions, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = buildChildren(element, options, key);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {options.newTabLabel}</span>
      </a>
    );
  }
  const allowed = INLINE_TAGS.has(tag) || (!options.inline && BLOCK_TAGS.has(tag));
  if (!allowed) return <Fragment key={key}>{children}</Fragment>;
  return createElement(tag, { key }, ...children);
}

/** Parses restricted markup into React nodes (exported for tests and non-component use). */
function toReactNodes(html: string, options: BuildOptions): ReactNode[] {
  // DOMParser documents are inert: scripts never run and images never load.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return buildChildren(doc.body, options, 'h');
}

export interface SafeHtmlProps {
  html: string;
  /** Wrapper element; inside `p` and `span` block tags are unwrapped to keep valid nesting. */
  as?: 'p' | 'div' | 'span' | 'li';
  className?: string;
}

export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const { t } = useLingui();
  const newTabLabel = t`(opens in a new tab)`;
  const inline = as !== 'div';
  const nodes = useMemo(() => toReactNodes(html, { inline, newTabLabel }), [html, inline, newTabLabel]);
  return createElement(as, { className }, ...nodes);
}
