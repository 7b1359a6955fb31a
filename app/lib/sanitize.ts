// Merchant HTML (articles, descriptions) rendered with dangerouslySetInnerHTML: an
// allow-list of tags and attributes, no scripts, no event handlers, no javascript: URLs.
// Defence in depth on top of the strict CSP; it runs in the worker, so no DOM parser.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'code', 'pre', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div', 'abbr',
]);
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form', 'textarea', 'select', 'button'];
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height', 'title']),
  th: new Set(['scope', 'colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
  abbr: new Set(['title']),
};

function safeUrl(value: string, forImage: boolean): string | null {
  // Browsers ignore control characters and spaces inside a scheme ('jav\tascript:').
  // eslint-disable-next-line no-control-regex
  const trimmed = value.trim().replace(/[\u0000-\u0020]/g, '');
  if (/^(https?:|mailto:|tel:|\/|#)/i.test(trimmed) && !trimmed.startsWith('//')) return value.trim();
  if (forImage && /^https?:/i.test(trimmed)) return value.trim();
  return null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeHtml(html: string): string {
  let out = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of DROP_WITH_CONTENT) {
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?<\\/${tag}\\s*>`, 'gi'), '');
    out = out.replace(new RegExp(`<${tag}\\b[^>]*>`, 'gi'), '');
  }
  return out.replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g, (match, rawName: string, rawAttributes: string) => {
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return '';
    if (match.startsWith('</')) return `</${name}>`;
    const allowed = ALLOWED_ATTRIBUTES[name];
    const attributes: string[] = [];
    if (allowed) {
      const pattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
      for (const found of rawAttributes.matchAll(pattern)) {
        const attribute = found[1].toLowerCase();
        if (!allowed.has(attribute)) continue;
        let value = found[3] ?? found[4] ?? found[5] ?? '';
        if (attribute === 'href' || attribute === 'src') {
          const safe = safeUrl(value, attribute === 'src');
          if (safe === null) continue;
          value = safe;
        }
        attributes.push(`${attribute}="${escapeAttribute(value)}"`);
      }
      if (name === 'a' && attributes.some((a) => a.startsWith('href="http'))) attributes.push('rel="noopener noreferrer"');
      if (name === 'img') attributes.push('loading="lazy"');
    }
    const selfClosing = name === 'br' || name === 'hr' || name === 'img';
    return `<${name}${attributes.length ? ' ' + attributes.join(' ') : ''}${selfClosing ? ' /' : ''}>`;
  });
}
