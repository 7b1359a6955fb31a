// Merchant HTML (articles, store policies, descriptions) rendered with
// dangerouslySetInnerHTML: an allow-list of tags and attributes, no scripts, no event
// handlers, no javascript: URLs. Defence in depth on top of the strict CSP; it runs in
// the worker, so no DOM parser: a small tokenizer that also escapes every stray '<' and
// closes every tag left open, so the output can never swallow the page around it.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'code', 'pre', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div', 'abbr',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose content is not text for a reader: dropped whole. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form', 'textarea', 'select',
  'button', 'title', 'xmp', 'noembed', 'noframes',
];
/** The page has its own h1 (the article's or the policy's title). */
const RENAMED: Record<string, string> = {h1: 'h2'};
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height', 'title']),
  th: new Set(['scope', 'colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
  abbr: new Set(['title']),
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|colon|tab|newline);?/gi;
const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n'};

/** Attribute values as the browser reads them, so 'jav&#x61;script:' is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(ENTITY, (match, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? match;
    const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Web, mail and phone links, site-relative paths and anchors; images only over http(s) or from the site. */
export function safeUrl(raw: string, forImage = false): string | null {
  const value = decodeEntities(raw).trim();
  // Browsers ignore control characters and spaces inside a scheme ('jav\tascript:').
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (squeezed.startsWith('//')) return null;
  const allowed = forImage ? /^(https?:|\/)/i : /^(https?:|mailto:|tel:|\/|#)/i;
  return allowed.test(squeezed) ? value : null;
}

function attributesOf(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  const attributes: string[] = [];
  if (allowed) {
    const seen = new Set<string>();
    for (const match of source.matchAll(ATTRIBUTE)) {
      const name = match[1].toLowerCase();
      if (!allowed.has(name) || seen.has(name)) continue;
      seen.add(name);
      let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
      if (name === 'href' || name === 'src') {
        const safe = safeUrl(value, name === 'src');
        if (safe === null) continue;
        value = safe;
      }
      if ((name === 'colspan' || name === 'rowspan' || name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value)) continue;
      if (name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
      attributes.push(`${name}="${escapeAttribute(value)}"`);
    }
  }
  if (tag === 'a' && attributes.some((attribute) => attribute.startsWith('href="http'))) attributes.push('rel="noopener noreferrer"');
  if (tag === 'img') attributes.push('loading="lazy"');
  return attributes.length > 0 ? ` ${attributes.join(' ')}` : '';
}

/**
 * A table sits in a box that scrolls sideways on its own (a narrow phone): the page never
 * does. The box takes the keyboard focus so it can be scrolled without a pointer, and is
 * named by its rank (« Tableau 2 ») so that each region of the page has its own name.
 */
export function tableScrollOpen(rank: number): string {
  return `<div class="table-scroll" role="region" aria-label="Tableau ${rank}" tabindex="0">`;
}

function closingOf(tag: string): string {
  return tag === 'table' ? '</table></div>' : `</${tag}>`;
}

function dropDangerousElements(html: string): string {
  let out = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const tag of DROP_WITH_CONTENT) {
    // An element never closed is dropped to the end: its content was not meant as text.
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, 'gi'), '');
  }
  return out;
}

export function sanitizeHtml(html: string): string {
  const input = dropDangerousElements(html);
  const open: string[] = [];
  let tables = 0;
  let out = '';
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    const end = lt === -1 ? input.length : lt;
    out += input.slice(i, end).replace(/>/g, '&gt;');
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(input);
    if (!match) {
      // Not a tag (an unfinished one, 'a < b'): text, escaped.
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const name = match[2].toLowerCase();
    const tag = RENAMED[name] ?? name;
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (match[1] === '/') {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      // Closes what was left open inside it, as a browser would.
      while (open.length > index) out += closingOf(open.pop()!);
      continue;
    }
    if (VOID_TAGS.has(tag)) {
      out += `<${tag}${attributesOf(tag, match[3])} />`;
    } else {
      const attributes = attributesOf(tag, match[3]);
      out += tag === 'table' ? `${tableScrollOpen(++tables)}<table${attributes}>` : `<${tag}${attributes}>`;
      open.push(tag);
    }
  }
  while (open.length > 0) out += closingOf(open.pop()!);
  return out;
}
