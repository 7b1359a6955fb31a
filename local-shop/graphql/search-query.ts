// Shopify's search syntax for the `query` argument: free-text terms (implicit AND),
// AND / OR / NOT, a leading '-', parentheses, "quoted phrases" or 'quoted phrases'
// (a single quote inside a word, as in « l'huile », is a letter), `field:value` with
// `:>`, `:>=`, `:<`, `:<=` comparisons and a trailing '*' for a prefix. Parsing is
// separate from matching: each resource decides what a field means.

export type Comparator = '=' | '>' | '>=' | '<' | '<=';

export interface TermNode {
  type: 'term';
  /** Lower-case field name, or null for free text */
  field: string | null;
  comparator: Comparator;
  value: string;
  quoted: boolean;
  /** The value ended with '*' (removed from `value`) */
  prefix: boolean;
}

export type QueryNode =
  | TermNode
  | {type: 'and'; items: QueryNode[]}
  | {type: 'or'; items: QueryNode[]}
  | {type: 'not'; item: QueryNode}
  | {type: 'all'};

type Token = {kind: '(' | ')' | 'not'} | {kind: 'word'; text: string; quoted: boolean; field: string | null};

const MAX_QUERY_LENGTH = 2000;
const MAX_DEPTH = 20;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readQuoted = (): string => {
    // i is on the opening quote, " or '
    const quote = input[i];
    let out = '';
    i++;
    while (i < input.length && input[i] !== quote) {
      if (input[i] === '\\' && i + 1 < input.length) i++;
      out += input[i++];
    }
    i++; // closing quote (or end of input: an unclosed " runs to the end)
    return out;
  };
  // A single quote opens a value only when it closes later: « l'huile » is one word.
  const opensQuote = (at: number): boolean => input[at] === '"' || (input[at] === "'" && input.indexOf("'", at + 1) > at);
  while (i < input.length) {
    const char = input[i];
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')') {
      tokens.push({kind: char});
      i++;
    } else if (char === '-' && i + 1 < input.length && !/[\s)]/.test(input[i + 1]) && isTokenStart(input, i)) {
      tokens.push({kind: 'not'});
      i++;
    } else if (opensQuote(i)) {
      tokens.push({kind: 'word', text: readQuoted(), quoted: true, field: null});
    } else {
      let text = '';
      let field: string | null = null;
      let quoted = false;
      while (i < input.length && !/[\s()]/.test(input[i])) {
        if (input[i] === ':' && field === null && /^[a-z_][a-z0-9_.]*$/i.test(text)) {
          field = text.toLowerCase();
          text = '';
          i++;
          if (opensQuote(i)) {
            text = readQuoted();
            quoted = true;
            break;
          }
          continue;
        }
        text += input[i++];
      }
      if (field === null && !quoted && /^(AND|OR|NOT)$/.test(text)) {
        tokens.push(text === 'NOT' ? {kind: 'not'} : {kind: 'word', text, quoted: false, field: '__op'});
      } else {
        tokens.push({kind: 'word', text, quoted, field});
      }
    }
  }
  return tokens;
}

function isTokenStart(input: string, i: number): boolean {
  return i === 0 || /[\s(]/.test(input[i - 1]);
}

function term(token: Extract<Token, {kind: 'word'}>): TermNode {
  let value = token.text;
  let comparator: Comparator = '=';
  if (token.field !== null && !token.quoted) {
    const match = /^(>=|<=|>|<|=)/.exec(value);
    if (match) {
      comparator = match[1] as Comparator;
      value = value.slice(match[1].length);
    }
  }
  let prefix = false;
  if (!token.quoted && value.length > 1 && value.endsWith('*')) {
    prefix = true;
    value = value.slice(0, -1);
  }
  return {type: 'term', field: token.field, comparator, value, quoted: token.quoted, prefix};
}

/**
 * Free-text words without a letter or a digit (« 🚀 », « - », « ! ») are not searched, as
 * Shopify's tokenizer drops them: « 🚀 vérin » searches « vérin ». A query of nothing else
 * keeps them, and so matches nothing.
 */
function withoutSymbolsOnly(tokens: Token[]): Token[] {
  const symbolsOnly = (token: Token) => token.kind === 'word' && token.field === null && !token.quoted && words(token.text).length === 0;
  const kept = tokens.filter((token) => !symbolsOnly(token));
  return kept.some((token) => token.kind === 'word' && token.field !== '__op') ? kept : tokens;
}

/** Parses a query; never throws: unbalanced parentheses and stray operators are tolerated. */
export function parseSearchQuery(input: string | null | undefined): QueryNode {
  const text = (input ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  if (text === '') return {type: 'all'};
  const tokens = withoutSymbolsOnly(tokenize(text));
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (token: Token | undefined, op: string) =>
    token?.kind === 'word' && token.field === '__op' && token.text === op;

  const parseOr = (depth: number): QueryNode => {
    const items = [parseAnd(depth)];
    while (isOp(peek(), 'OR')) {
      position++;
      items.push(parseAnd(depth));
    }
    const kept = items.filter((item) => item.type !== 'all');
    // 'a OR <nothing>' keeps 'a'; an OR with an empty side does not widen to everything.
    return kept.length === 0 ? {type: 'all'} : kept.length === 1 ? kept[0] : {type: 'or', items: kept};
  };
  const parseAnd = (depth: number): QueryNode => {
    const items: QueryNode[] = [];
    while (position < tokens.length) {
      const token = peek();
      if (token.kind === ')' || isOp(token, 'OR')) break;
      if (isOp(token, 'AND')) {
        position++;
        continue;
      }
      items.push(parseUnary(depth));
    }
    const kept = items.filter((item) => item.type !== 'all');
    return kept.length === 0 ? {type: 'all'} : kept.length === 1 ? kept[0] : {type: 'and', items: kept};
  };
  const parseUnary = (depth: number): QueryNode => {
    let token: Token | undefined = tokens[position++];
    // Absurdly nested input: parentheses past the limit are read as if absent.
    while (token?.kind === '(' && depth >= MAX_DEPTH) token = tokens[position++];
    if (!token) return {type: 'all'};
    if (token.kind === 'not') {
      if (position >= tokens.length) return {type: 'all'};
      const item = parseUnary(depth);
      return item.type === 'all' ? item : {type: 'not', item};
    }
    if (token.kind === '(') {
      const inner = parseOr(depth + 1);
      if (peek()?.kind === ')') position++;
      return inner;
    }
    if (token.kind !== 'word' || token.field === '__op') return {type: 'all'};
    const node = term(token);
    return node.value === '' && !node.quoted ? {type: 'all'} : node;
  };

  const root = parseOr(0);
  // Stray closing parentheses: parse what follows them too.
  while (position < tokens.length) {
    position++;
    const rest = parseOr(0);
    if (rest.type !== 'all') return root.type === 'all' ? rest : {type: 'and', items: [root, rest]};
  }
  return root;
}

/** Evaluates a parsed query with a resource-specific term matcher. */
export function evaluate(node: QueryNode, matchTerm: (term: TermNode) => boolean): boolean {
  switch (node.type) {
    case 'all':
      return true;
    case 'term':
      return matchTerm(node);
    case 'and':
      return node.items.every((item) => evaluate(item, matchTerm));
    case 'or':
      return node.items.some((item) => evaluate(item, matchTerm));
    case 'not':
      return !evaluate(node.item, matchTerm);
  }
}

/** Free-text terms that are not negated, for relevance scoring. */
export function positiveTerms(node: QueryNode, negated = false): TermNode[] {
  switch (node.type) {
    case 'all':
      return [];
    case 'term':
      return negated ? [] : [node];
    case 'and':
    case 'or':
      return node.items.flatMap((item) => positiveTerms(item, negated));
    case 'not':
      return positiveTerms(node.item, !negated);
  }
}

/** Lower case, accents removed, ligatures expanded: 'Vérin Œillet' → 'verin oeillet'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

const wordCache = new WeakMap<object, Map<string, string[]>>();

/**
 * Words of a text that belongs to a long-lived record (an article, a page), computed
 * once per record and part: a search reads every article and page of the shop.
 */
export function recordWords(record: object, part: string, text: () => string): string[] {
  let parts = wordCache.get(record);
  if (!parts) {
    parts = new Map();
    wordCache.set(record, parts);
  }
  let cached = parts.get(part);
  if (!cached) {
    cached = words(text());
    parts.set(part, cached);
  }
  return cached;
}

/** Words of a text, normalised. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * French plural forms of a normalised word, to search by: 'verins' → 'verin',
 * 'tuyaux' → 'tuyau', 'metaux' → 'metal'. Short words are kept as they are.
 */
export function stems(word: string): string[] {
  const out = [word];
  if (word.length > 3 && /[sx]$/.test(word)) out.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('aux')) out.push(`${word.slice(0, -3)}al`);
  return out;
}

/** The singular a plural word stands for ('verins' → 'verin'); the word itself otherwise. */
export function stem(word: string): string {
  return stems(word).at(-1) as string;
}

function wordMatches(word: string, candidates: readonly string[]): boolean {
  return candidates.some((candidate) => word.startsWith(candidate)) || stems(word).slice(1).some((form) => candidates.some((candidate) => form.startsWith(candidate)));
}

/**
 * Free-text match of a term against some text: every word of the term must start a
 * word of the text (in order for a quoted phrase). Accents and case never matter, and
 * plurals match their singular: 'verin' and 'verins' both find 'Vérins' and 'vérin'.
 */
export function textMatches(textWords: readonly string[], term: TermNode): boolean {
  const termWords = words(term.value);
  if (termWords.length === 0) return normalize(term.value).trim() === '' ? true : false;
  if (term.quoted) {
    outer: for (let start = 0; start + termWords.length <= textWords.length; start++) {
      for (let k = 0; k < termWords.length; k++) {
        const last = k === termWords.length - 1;
        const word = textWords[start + k];
        if (!(last ? word.startsWith(termWords[k]) : word === termWords[k])) continue outer;
      }
      return true;
    }
    return false;
  }
  return termWords.every((termWord) => {
    const candidates = stems(termWord);
    return textWords.some((word) => wordMatches(word, candidates));
  });
}

/** Exact (normalised) equality, or a prefix with '*'. */
export function valueMatches(value: string, term: TermNode): boolean {
  const a = normalize(value).trim();
  const b = normalize(term.value).trim();
  return term.prefix ? a.startsWith(b) : a === b;
}

export function compareNumbers(actual: number, term: TermNode): boolean {
  const expected = Number(term.value.replace(',', '.'));
  if (!Number.isFinite(expected)) return false;
  return compareWith(actual, expected, term.comparator);
}

export function compareWith<T extends number | string>(actual: T, expected: T, comparator: Comparator): boolean {
  switch (comparator) {
    case '=':
      return actual === expected;
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
  }
}

/** Dates: a day ('2025-01-31') compares as that whole day; a full ISO time as that instant. */
export function compareDates(actualIso: string, term: TermNode): boolean {
  const actual = Date.parse(actualIso);
  const value = term.value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    const end = start + 24 * 3600 * 1000;
    if (!Number.isFinite(start)) return false;
    switch (term.comparator) {
      case '=':
        return actual >= start && actual < end;
      case '>':
        return actual >= end;
      case '>=':
        return actual >= start;
      case '<':
        return actual < start;
      case '<=':
        return actual < end;
    }
  }
  const expected = Date.parse(value);
  if (!Number.isFinite(expected) || !Number.isFinite(actual)) return false;
  return compareWith(actual, expected, term.comparator);
}
