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

/** The text of an HTML description: tags (scripts and styles with their content) become spaces, entities are decoded, spaces collapsed. */
export function descriptionText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
