// search (products, articles, pages) and predictiveSearch (plus collections and query
// suggestions). Matching is French-aware: accents and case are ignored, plurals match
// their singular ('vérins' finds 'vérin'), words match by prefix.

import crypto from 'node:crypto';
import type {ArticleSeed, PageSeed} from '../content/types.ts';
import {PAGES} from '../content/pages.ts';
import {type CollectionRecord, type ProductRecord, htmlToText, productAvailable} from '../store/catalogue.ts';
import {escapeHtml} from './catalogue.ts';
import {paginate} from './connection.ts';
import {articleMatches, articleView, pageMatches, pageView, publishedArticles} from './content.ts';
import type {RequestContext} from './context.ts';
import {type ProductFilterInput, collectionFacets, filterProducts} from './filters.ts';
import {productSearch, sortProducts} from './product-query.ts';
import {
  type TermNode,
  compareDates,
  evaluate,
  normalize,
  parseSearchQuery,
  positiveTerms,
  recordWords,
  stem,
  textMatches,
  valueMatches,
  words,
} from './search-query.ts';

type Args = Record<string, any>;

type Hit =
  | {kind: 'Product'; id: number; score: number; product: ProductRecord}
  | {kind: 'Article'; id: number; score: number; article: ArticleSeed}
  | {kind: 'Page'; id: number; score: number; page: PageSeed};

function scoreText(terms: readonly TermNode[], fields: [string[], number][]): number {
  let score = 0;
  for (const term of terms) for (const [text, weight] of fields) if (textMatches(text, term)) score += weight;
  return score;
}

function articleScore(article: ArticleSeed, terms: readonly TermNode[]): number {
  return scoreText(terms, [
    [recordWords(article, 'title', () => article.title), 3],
    [recordWords(article, 'tags', () => article.tags.join(' ')), 2],
    [recordWords(article, 'text', () => `${article.excerpt} ${htmlToText(article.contentHtml)}`), 1],
  ]);
}

function pageScore(page: PageSeed, terms: readonly TermNode[]): number {
  return scoreText(terms, [
    [recordWords(page, 'title', () => page.title), 3],
    [recordWords(page, 'text', () => htmlToText(page.bodyHtml)), 1],
  ]);
}

export function collectionsMatching(query: string | null | undefined, collections: readonly CollectionRecord[]): CollectionRecord[] {
  const node = parseSearchQuery(query);
  return collections.filter((collection) =>
    evaluate(node, (term) => {
      switch (term.field) {
        case null:
          return textMatches(words(`${collection.title} ${collection.handle} ${collection.description}`), term);
        case 'title':
          return textMatches(words(collection.title), term);
        case 'handle':
          return valueMatches(collection.handle, term);
        case 'updated_at':
          return compareDates(collection.updatedAt, term);
        default:
          return textMatches(words(`${collection.title} ${collection.description}`), {...term, field: null});
      }
    }),
  );
}

function hitView(hit: Hit, ctx: RequestContext): Record<string, unknown> {
  switch (hit.kind) {
    case 'Product':
      return ctx.views.product(hit.product);
    case 'Article':
      return articleView(hit.article, ctx);
    default:
      return pageView(hit.page);
  }
}

/**
 * Shopify's search tracking parameters (Trackable.trackingParameters): the position of
 * the result, 1 first, and where it came from. `search` results carry a search id and
 * `_ss=r`; predictive results the query typed, `_ss=e` and `_v=1.0`.
 */
export function searchTracking(query: string, position: number): string {
  const id = crypto.createHash('sha256').update(normalize(query.trim())).digest('hex').slice(0, 9);
  return new URLSearchParams({_pos: String(position), _sid: id, _ss: 'r'}).toString();
}

export function predictiveTracking(query: string, position: number): string {
  return new URLSearchParams({_pos: String(position), _psq: query.trim(), _ss: 'e', _v: '1.0'}).toString();
}

function tracked(view: Record<string, unknown>, trackingParameters: string): Record<string, unknown> {
  return {...view, trackingParameters};
}

/** The suggestion with the part that matches the last word typed in <mark>, as Shopify's styledText. */
export function styledSuggestion(text: string, typed: string): string {
  const prefix = normalize(typed);
  if (!prefix) return escapeHtml(text);
  return text
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part) => {
      if (!normalize(part).startsWith(prefix)) return escapeHtml(part);
      let end = 1;
      while (end < part.length && normalize(part.slice(0, end)).length < prefix.length) end++;
      return `<mark>${escapeHtml(part.slice(0, end))}</mark>${escapeHtml(part.slice(end))}`;
    })
    .join('');
}

function search(args: Args, ctx: RequestContext) {
  const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
  const query = String(args.query ?? '');
  const searcher = productSearch(query);
  // A query with no term at all ('', '((') finds nothing, unlike products(query:).
  const blank = searcher.node.type === 'all';
  const terms = positiveTerms(parseSearchQuery(query)).filter((term) => term.field === null || term.field === 'title');
  const matching = types.includes('PRODUCT') && !blank ? ctx.catalogue.products.filter((product) => searcher.matches(product)) : [];
  const filters: ProductFilterInput[] = args.productFilters ?? [];
  let products = filterProducts(matching, filters);
  const unavailable = args.unavailableProducts ?? 'LAST';
  if (unavailable === 'HIDE') products = products.filter(productAvailable);
  const byPrice = args.sortKey === 'PRICE';
  products = sortProducts(products, byPrice ? 'PRICE' : 'RELEVANCE', false, searcher.score).items;

  const hits: Hit[] = products.map((product) => ({kind: 'Product', id: product.id, score: searcher.score(product), product}));
  if (types.includes('ARTICLE') && !blank) {
    for (const article of publishedArticles().filter((candidate) => articleMatches(candidate, query))) {
      hits.push({kind: 'Article', id: article.id, score: articleScore(article, terms), article});
    }
  }
  if (types.includes('PAGE') && !blank) {
    for (const page of PAGES.filter((candidate) => pageMatches(candidate, query))) hits.push({kind: 'Page', id: page.id, score: pageScore(page, terms), page});
  }
  // Relevance across types (products keep their own order on ties); by price, products first.
  const order = new Map(hits.map((hit, index) => [hit, index]));
  let items = byPrice ? hits : [...hits].sort((a, b) => b.score - a.score || (order.get(a) ?? 0) - (order.get(b) ?? 0));
  if (unavailable === 'LAST') {
    const late = (hit: Hit) => hit.kind === 'Product' && !productAvailable(hit.product);
    items = [...items.filter((hit) => !late(hit)), ...items.filter(late)];
  }
  if (args.reverse) items = [...items].reverse();
  return {
    ...paginate(
      items,
      args,
      (hit) => ({id: `${hit.kind}/${hit.id}`, value: hit.score}),
      (hit) => tracked(hitView(hit, ctx), searchTracking(query, items.indexOf(hit) + 1)),
    ),
    // Facets only when asked for: they read every matching product again.
    productFilters: () => collectionFacets(matching, filters),
    totalCount: items.length,
  };
}

function predictiveSearch(args: Args, ctx: RequestContext) {
  const query = String(args.query ?? '').trim();
  const limit = Math.max(1, Math.min(10, args.limit ?? 10));
  const types: string[] = args.types ?? ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'];
  const searcher = productSearch(query);
  if (searcher.node.type === 'all') return {products: [], collections: [], queries: [], pages: [], articles: []};
  const terms = positiveTerms(parseSearchQuery(query)).filter((term) => term.field === null);
  let products = ctx.catalogue.products.filter((product) => searcher.matches(product));
  if (args.unavailableProducts === 'HIDE') products = products.filter(productAvailable);
  products = sortProducts(products, 'RELEVANCE', false, searcher.score).items;
  if (args.unavailableProducts !== 'SHOW') {
    products = [...products.filter(productAvailable), ...products.filter((product) => !productAvailable(product))];
  }
  const collections = collectionsMatching(query, ctx.catalogue.collections);
  const articles = publishedArticles()
    .filter((article) => articleMatches(article, query))
    .map((article) => ({article, score: articleScore(article, terms)}))
    .sort((a, b) => b.score - a.score || Date.parse(b.article.publishedAt) - Date.parse(a.article.publishedAt))
    .map(({article}) => article);
  const pages = PAGES.filter((page) => pageMatches(page, query))
    .map((page) => ({page, score: pageScore(page, terms)}))
    .sort((a, b) => b.score - a.score || a.page.id - b.page.id)
    .map(({page}) => page);
  const typed = query.split(/\s+/).at(-1) ?? '';
  const last = stem(normalize(typed));
  // One suggestion per text whatever its case ('Vérin' and 'vérin' are one).
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const text of ctx.catalogue.products.flatMap((product) => [product.productType, ...product.tags])) {
    const key = text.toLocaleLowerCase('fr');
    if (seen.has(key) || !normalize(text).split(/\s+/).some((word) => word.startsWith(last))) continue;
    seen.add(key);
    suggestions.push(text);
  }

  // limitScope ALL: `limit` results in all; EACH (default): `limit` per type.
  let budget = args.limitScope === 'ALL' ? limit : Number.POSITIVE_INFINITY;
  const take = <T>(type: string, list: readonly T[]): T[] => {
    if (!types.includes(type)) return [];
    const count = Math.min(limit, budget, list.length);
    budget -= count;
    return list.slice(0, count);
  };
  const at = (index: number) => predictiveTracking(query, index + 1);
  return {
    products: take('PRODUCT', products).map((product, i) => tracked(ctx.views.product(product), at(i))),
    collections: take('COLLECTION', collections).map((collection, i) => tracked(ctx.views.collection(collection), at(i))),
    pages: take('PAGE', pages).map((page, i) => tracked(pageView(page), at(i))),
    articles: take('ARTICLE', articles).map((article, i) => tracked(articleView(article, ctx), at(i))),
    queries: take('QUERY', suggestions).map((text, i) => ({text, styledText: styledSuggestion(text, typed), trackingParameters: at(i)})),
  };
}

export const searchQueries = {search, predictiveSearch};
