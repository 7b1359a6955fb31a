// Merchant HTML (store policies) made safe to render with dangerouslySetInnerHTML: an
// allowlist of text-formatting tags, `href` limited to web, mail and phone links, every
// other tag dropped (its text kept, except for script-like elements), every stray '<'
// escaped and every open tag closed, so the output cannot swallow the page around it.
// The worker has no DOM, hence this small tokenizer.

const ALLOWED = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'u', 'ul',
]);
const VOID = new Set(['br', 'hr']);
/** Elements whose content is not text for a reader: dropped whole. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes'];
/** A page has one h1, the page title: a merchant's h1 becomes an h2. */
const RENAMED: Record<string, string> = {h1: 'h2'};
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  abbr: ['title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|colon|tab|newline);?/gi;
const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n'};

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

/** http(s), mailto, tel, or a relative link; anything else (javascript:, data:) is refused. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return value.startsWith('//') ? null : value;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value : null;
}

function attributesOf(tag: string, source: string): string {
  const allowed = ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!allowed.includes(name) || out.includes(` ${name}=`)) continue;
    let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href') {
      const href = safeHref(value);
      if (href === null) continue;
      value = href;
    }
    if ((name === 'colspan' || name === 'rowspan') && !/^\d{1,3}$/.test(value)) continue;
    if (name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && out.includes(' href="http')) out += ' rel="noopener noreferrer"';
  return out;
}

function dropDangerousElements(html: string): string {
  let out = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const name of DROPPED_WITH_CONTENT) {
    out = out.replace(new RegExp(`<${name}\\b[\\s\\S]*?(?:<\\/${name}\\s*>|$)`, 'gi'), '');
  }
  return out;
}

export function sanitizeHtml(html: string): string {
  const input = dropDangerousElements(html);
  const open: string[] = [];
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
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    const tag = RENAMED[name] ?? name;
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      // Closes what was left open inside it, as a browser would.
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${attributesOf(tag, match[3])}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
