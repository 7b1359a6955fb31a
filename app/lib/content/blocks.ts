// The shape of the shop's editorial pages (legal pages, delivery, returns, warranty,
// about), kept as data so one component renders them all and tests can read them.
// Inline text may carry two marks: **bold** and [label](/path).

export type Block =
  /** A paragraph. */
  | string
  | {list: string[]; ordered?: boolean}
  | {table: {caption: string; head: string[]; rows: string[][]}}
  | {definitions: [term: string, description: string][]}
  /** A highlighted box: a key rule the reader must not miss. */
  | {note: string};

export interface Section {
  /** Anchor for the table of contents and for links from other pages. */
  id: string;
  title: string;
  blocks: Block[];
}

/** Shop policies the Storefront API may provide (`shop { privacyPolicy { body } … }`). */
export type ShopPolicyField = 'legalNotice' | 'privacyPolicy' | 'termsOfService' | 'refundPolicy' | 'shippingPolicy';

export interface ContentPage {
  path: string;
  /** The page's h1 and the start of its <title>. */
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
  /** The paragraph under the title. */
  lead: string;
  /** ISO date of the last revision, shown for the legal texts. */
  updated: string;
  /** When the store publishes this policy, its text replaces ours. */
  policy?: ShopPolicyField;
  /** Long texts get a table of contents. */
  toc?: boolean;
  sections: Section[];
  related: {to: string; label: string}[];
}

export type InlinePart = {text: string} | {strong: string} | {link: string; to: string};

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits '**bold** and [label](/path)' into parts a component renders. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) parts.push({text: source.slice(last, match.index)});
    parts.push(match[1] !== undefined ? {strong: match[1]} : {link: match[2], to: match[3]});
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({text: source.slice(last)});
  return parts;
}

/** Plain text of a block (for tests and search engines): marks removed. */
export function blockText(block: Block): string {
  const plain = (s: string) => parseInline(s).map((part) => ('text' in part ? part.text : 'strong' in part ? part.strong : part.link)).join('');
  if (typeof block === 'string') return plain(block);
  if ('list' in block) return block.list.map(plain).join('\n');
  if ('table' in block) return [block.table.caption, ...block.table.head, ...block.table.rows.flat()].map(plain).join('\n');
  if ('definitions' in block) return block.definitions.flat().map(plain).join('\n');
  return plain(block.note);
}
