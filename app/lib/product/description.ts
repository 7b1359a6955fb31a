// A product's description as plain text, read from its HTML (decision 081): the page sends
// `descriptionHtml` only (the Storefront API's `description` is the same text without tags, and
// sending both doubled it in the loader data). The meta description and the JSON-LD take this text,
// computed the same way on the server and in the browser.

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'', nbsp: ' '};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code === 0xa0 ? 0x20 : code) : entity;
  }
  return ENTITIES[body.toLowerCase()] ?? entity;
}

/** Where a block ends (a paragraph, a list item, a heading, a line break): its text is a sentence of its own. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|dt|dd|div|tr|blockquote)\s*>|<br\s*\/?>/gi;
// A private-use character marks a block's end while tags are read (none is left in the text).
const MARK = '\uE000';

/**
 * The text of an HTML description: tags (scripts and styles with their content) become spaces,
 * entities are decoded, spaces collapsed; a block that ends without punctuation before another one (a list
 * item such as « Durée de vie nominale : 100 000 cycles ») gets a full stop, so that items do not run together.
 */
export function descriptionText(html: string): string {
  return html
    .replaceAll(MARK, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_END, MARK)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    // Only between blocks: none before the first, none after the last.
    .replace(/^[\s\uE000]+|[\s\uE000]+$/g, '')
    .replace(/([^\s.!?…:;,\uE000])\s*\uE000/g, '$1. ')
    .replace(/\s*\uE000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
