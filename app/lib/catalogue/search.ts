// /recherche filters (SPEC.md 'Search'): categories and price bands, kept in the URL
// and sent to the Storefront API as `productFilters` (same kind OR-ed, kinds AND-ed).

export const SEARCH_CATEGORIES = [
  {value: 'gaz', label: 'Vérins à gaz', productType: 'Vérin à gaz'},
  {value: 'amortisseurs', label: 'Amortisseurs', productType: 'Amortisseur'},
  {value: 'supports', label: 'Supports de levage', productType: 'Support de levage'},
] as const;

export const SEARCH_PRICE_BANDS = [
  {value: '0-50', label: '0 – 50 €', min: 0, max: 50},
  {value: '50-100', label: '50 – 100 €', min: 50, max: 100},
  {value: '100+', label: '100 € et plus', min: 100, max: null},
] as const;

/**
 * What is searched when the box held only measures (« 22/10 600N » became facets): every
 * family's own word (the chat's FAMILY_TERMS, a unit test keeps them the same), so that the
 * whole range is searched, dampers and lifting supports included, which never say « vérin »;
 * the facets do the narrowing. Shopify's search syntax: OR between terms.
 */
export const SEARCH_DEFAULT_TERM = 'vérin OR hydraulique OR pneumatique OR amortisseur OR levage OR accessoire OR kit';
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RETRIES = 2;

export interface SearchParams {
  q: string;
  categories: string[];
  prices: string[];
  /**
   * The force typed in the box (« 22/10 600N »), in N, once it became a force band facet: the
   * cards open the variant nearest to it rather than the band's first. Null when none was typed.
   */
  force: number | null;
}

/** Highest force a buyer may ask for in the URL (the range stops far below). */
const MAX_ASKED_FORCE_N = 100_000;

export function parseSearchParams(params: URLSearchParams): SearchParams {
  const known = <T extends {value: string}>(list: readonly T[], values: string[]) =>
    [...new Set(values)].filter((value) => list.some((item) => item.value === value));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    categories: known(SEARCH_CATEGORIES, params.getAll('categorie')),
    prices: known(SEARCH_PRICE_BANDS, params.getAll('prix')),
    force: askedForce(params.get('force')),
  };
}

function askedForce(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const force = Number(value);
  return force >= 1 && force <= MAX_ASKED_FORCE_N ? force : null;
}

type ProductFilterInput = {productType: string} | {price: {min: number; max?: number}};

export function searchProductFilters({categories, prices}: SearchParams): ProductFilterInput[] {
  const filters: ProductFilterInput[] = [];
  for (const category of SEARCH_CATEGORIES) {
    if (categories.includes(category.value)) filters.push({productType: category.productType});
  }
  for (const band of SEARCH_PRICE_BANDS) {
    if (prices.includes(band.value)) filters.push({price: band.max === null ? {min: band.min} : {min: band.min, max: band.max}});
  }
  return filters;
}

/** The price bands ticked, as the TTC bounds a card's variants are compared with. */
export function searchPriceBands({prices}: SearchParams): {min: number; max: number | null}[] {
  return SEARCH_PRICE_BANDS.filter((band) => prices.includes(band.value)).map(({min, max}) => ({min, max}));
}

/**
 * Runs a request, trying again up to `retries` times before giving up (SPEC.md: retried 2
 * times), as long as `retryable` says the failure may pass.
 */
export async function withRetries<T>(
  run: () => Promise<T>,
  retries = SEARCH_RETRIES,
  retryable: (error: unknown) => boolean = () => true,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await run();
    } catch (error) {
      lastError = error;
      if (!retryable(error)) break;
    }
  }
  throw lastError;
}
