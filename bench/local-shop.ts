// The local shop alone: the storefront's own GraphQL documents (found in app/ the way
// codegen and the contract test find them), POSTed to its endpoint with the storefront's
// token header, one after another and then several at once.
import {print} from 'graphql';
import {SPEC_IDENTIFIERS} from '../app/lib/specs.ts';
import {appDocuments, runnableOperations} from '../tests/integration/contract-documents.ts';
import {COLLECTION_HANDLE, SEARCH_TERM, storefrontApi, visitorAddress, type Fixtures} from './fixtures.ts';

// The local shop's load for a search, as measured before the storefront's lists sent fewer cards
// (decision 077): a shop figure, kept comparable from run to run.
const SEARCH_PAGE_SIZE = 30;
import {describeError} from './errors.ts';
import {percentile, round} from './stats.ts';

export interface LoadLevel {
  concurrency: number;
  operations: number;
  seconds: number;
  perSecond: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  errors: number;
  firstError: string | null;
}

export interface QueryResult {
  key: string;
  label: string;
  document: string;
  levels: LoadLevel[];
  /** Set when the query could not run at all */
  error: string | null;
}

const CONTEXT = {country: 'FR', language: 'FR'};

// Hydrogen's cart handler sends these two mutations (cartCreate without a cart, then
// cartLinesAdd), returning its small CartApiMutation selection.
const CART_CREATE = `mutation BenchCartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  cartCreate(input: $input) { cart { id totalQuantity checkoutUrl } userErrors { message field code } warnings { code message target } }
}`;
const CART_LINES_ADD = `mutation BenchCartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id totalQuantity checkoutUrl } userErrors { message field code } warnings { code message target } }
}`;

// Parametric search on the whole range (issue 18): the storefront's own documents for a
// collection and a search narrowed by three facets, as /collections, /verins and /recherche
// send them: the cards with the variants the facets found, the facets and their counts.
/** Force range, stroke and end fitting: three facets a buyer ticks to replace a spring. */
export const BENCH_FACETS = [
  {variantMetafield: {namespace: 'specs', key: 'force_range', value: '400 à 499 N'}},
  {variantMetafield: {namespace: 'specs', key: 'stroke_mm', value: '150'}},
  {variantMetafield: {namespace: 'specs', key: 'fitting_type', value: 'Rotule'}},
];

/** The text of the storefront's operation named `name` (with its fragments), as sent by the app. */
export function appOperation(root: string, name: string): string {
  const operation = runnableOperations(appDocuments(root)).find((entry) => entry.kind === 'query' && entry.label.endsWith(`› ${name}`));
  if (!operation) throw new Error(`Requête « ${name} » introuvable dans app/.`);
  return print(operation.document);
}

interface Query {
  key: string;
  label: string;
  document: string;
  run: () => Promise<void>;
}

function queries(root: string, localShopUrl: string, fixtures: Fixtures): Query[] {
  const call = (document: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    storefrontApi(localShopUrl, document, {...CONTEXT, ...variables}, headers);
  const out: Query[] = [];
  const fromApp = (key: string, label: string, name: string, variables: Record<string, unknown>) => {
    const document = appOperation(root, name);
    out.push({key, label, document: name, run: async () => void (await call(document, variables))});
  };
  fromApp('product', `Produit par handle (${fixtures.productHandle})`, 'ProductPage', {handle: fixtures.productHandle, identifiers: SPEC_IDENTIFIERS});
  fromApp('collection', `Page de collection, 24 produits (${COLLECTION_HANDLE})`, 'CollectionPage', {handle: COLLECTION_HANDLE, first: 24, narrowed: false});
  fromApp('search', `Recherche « ${SEARCH_TERM} » (${SEARCH_PAGE_SIZE} résultats)`, 'SearchResults', {query: SEARCH_TERM, first: SEARCH_PAGE_SIZE, narrowed: false});
  fromApp(
    'filtered-collection',
    `Collection ${COLLECTION_HANDLE} filtrée par 3 facettes (force, course, embout), avec les facettes et leurs nombres`,
    'CollectionPage',
    {handle: COLLECTION_HANDLE, first: 24, filters: BENCH_FACETS, narrowed: true},
  );
  fromApp('filtered-search', `Recherche « ${SEARCH_TERM} » filtrée par les mêmes 3 facettes, avec les facettes`, 'SearchResults', {
    query: SEARCH_TERM,
    first: SEARCH_PAGE_SIZE,
    productFilters: BENCH_FACETS,
    narrowed: true,
  });
  out.push({
    key: 'cart',
    label: 'Panier : création puis ajout d’une ligne (2 requêtes)',
    document: 'cartCreate + cartLinesAdd',
    run: async () => {
      // A new cart each time, as for a new visitor: the storefront forwards the visitor's address.
      const created = await call(CART_CREATE, {input: {buyerIdentity: {countryCode: 'FR'}}}, {'Shopify-Storefront-Buyer-IP': visitorAddress()});
      const cartId = (created as {cartCreate: {cart: {id: string} | null}}).cartCreate.cart?.id;
      if (!cartId) throw new Error('cartCreate sans panier');
      const added = await call(CART_LINES_ADD, {cartId, lines: [{merchandiseId: fixtures.variantId, quantity: 1}]});
      const errors = (added as {cartLinesAdd: {userErrors: {message: string}[]}}).cartLinesAdd.userErrors;
      if (errors.length) throw new Error(errors[0].message);
    },
  });
  return out;
}

/** Runs `operation` from `concurrency` loops for `durationMs`, timing each call. */
export async function measureLoad(operation: () => Promise<void>, concurrency: number, durationMs: number): Promise<LoadLevel> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const end = started + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= describeError(error);
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  const seconds = (performance.now() - started) / 1000;
  const stat = (p: number) => {
    const value = percentile(latencies, p);
    return value === null ? null : round(value, 2);
  };
  return {
    concurrency,
    operations: latencies.length,
    seconds: round(seconds, 2),
    perSecond: round(latencies.length / seconds, 1),
    p50: stat(50),
    p90: stat(90),
    p99: stat(99),
    errors,
    firstError,
  };
}

export async function benchLocalShop(options: {
  root: string;
  localShopUrl: string;
  fixtures: Fixtures;
  durationMs: number;
  concurrencies: number[];
  log: (line: string) => void;
}): Promise<QueryResult[]> {
  const results: QueryResult[] = [];
  let list: Query[];
  try {
    list = queries(options.root, options.localShopUrl, options.fixtures);
  } catch (error) {
    return [{key: 'documents', label: 'Documents GraphQL de app/', document: '', levels: [], error: describeError(error)}];
  }
  for (const query of list) {
    const result: QueryResult = {key: query.key, label: query.label, document: query.document, levels: [], error: null};
    try {
      // Warm-up, and a check that the query answers before timing it.
      for (let i = 0; i < 3; i += 1) await query.run();
      for (const concurrency of options.concurrencies) {
        const level = await measureLoad(query.run, concurrency, options.durationMs);
        options.log(`  magasin local · ${query.key} ×${concurrency} : ${level.perSecond} req/s, p99 ${level.p99} ms${level.errors ? `, ${level.errors} erreurs` : ''}`);
        result.levels.push(level);
      }
    } catch (error) {
      result.error = describeError(error);
      options.log(`  magasin local · ${query.key} : ${result.error}`);
    }
    results.push(result);
  }
  return results;
}
