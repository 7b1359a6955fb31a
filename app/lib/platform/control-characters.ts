// Characters nobody types into a form, taken out of every text a client sends: the
// storefront's request guard and the local shop's input layer both call cleanText.
// NUL and the other C0/C1 control characters corrupt logs, terminals and exports; the
// direction overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the bare direction
// marks make text display in another order than it is stored (« fdp.exe » shown for
// « exe.pdf »). Tabs and line breaks stay: messages have paragraphs.

// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function hasUnwantedCharacters(text: string): boolean {
  UNWANTED.lastIndex = 0;
  return UNWANTED.test(text);
}

export function cleanText(text: string): string {
  return text.replace(UNWANTED, '');
}

/** The same value with every string in it cleaned (object keys included); other values as they are. */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings) as T;
  // Plain objects only (graphql-js builds its argument objects without a prototype).
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [cleanText(key), cleanStrings(inner)])) as T;
  }
  return value;
}
