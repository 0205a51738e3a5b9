/** Characters XML 1.0 forbids (C0 controls except tab, newline, carriage return; lone surrogates; U+FFFE/F). */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML element content and attribute values (both quote styles). */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** Collapses runs of whitespace (including newlines) to single spaces and trims. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Removes the restricted HTML the content allows (a, strong, em, br) and decodes basic entities. */
export function stripHtml(html: string): string {
  return normaliseSpace(
    html
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/** Rounds long decimals inside tags (not text) to one decimal place, to keep generated SVG small. */
export function roundSvgNumbers(svg: string): string {
  return svg.replace(/<[^>]*>/g, (tag) => tag.replace(/(-?\d+\.\d{2,})/g, (n) => String(Math.round(Number(n) * 10) / 10)));
}
