// Product list filters, kept in the URL so a filtered list can be shared and works
// without JavaScript: q, tag (repeated), min, max, sort, view (SPEC.md 'Filter panel').
import {parseSort, type ProductSort} from './sort.ts';
import {facetEntries, facetFilterInputs, hasFacets, parseFacetParams, type FacetFilterInput, type FacetSelection} from './facets.ts';

export const PRICE_MIN = 0;
export const PRICE_MAX = 500;
export const PRICE_STEP = 5;
export const PRICE_PRESETS = [
  {min: 0, max: 50},
  {min: 50, max: 150},
  {min: 150, max: 300},
  {min: 300, max: 500},
] as const;
export const TAGS_SHOWN = 10;

export type ViewMode = 'grid' | 'list';

export interface ProductFilters {
  q: string;
  tags: string[];
  min: number;
  max: number;
  sort: ProductSort;
  view: ViewMode;
  /** Technical facets, under Shopify's parameter names (facets.ts) */
  facets: FacetSelection;
}

function clampPrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) return fallback;
  const stepped = Math.round(n / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, stepped));
}

export function parseFilters(params: URLSearchParams): ProductFilters {
  let min = clampPrice(params.get('min'), PRICE_MIN);
  let max = clampPrice(params.get('max'), PRICE_MAX);
  if (min > max) [min, max] = [max, min];
  const tags = [...new Set(params.getAll('tag').map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(0, 20);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    tags,
    min,
    max,
    sort: parseSort(params.get('sort')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    facets: parseFacetParams(params),
  };
}

/** A filter is active when tags or facets are selected or the range is narrower than the default. */
export function isFilterActive(filters: Pick<ProductFilters, 'tags' | 'min' | 'max'> & {facets?: FacetSelection}): boolean {
  return filters.tags.length > 0 || filters.min > PRICE_MIN || filters.max < PRICE_MAX || hasFacets(filters.facets ?? {});
}

/** The price band of the URL in the shop's prices (TTC), or null when the range is the default. */
export function priceBand(filters: Pick<ProductFilters, 'min' | 'max'>, ttcFactor = 1): {min: number; max: number} | null {
  if (filters.min <= PRICE_MIN && filters.max >= PRICE_MAX) return null;
  return {min: round2(filters.min * ttcFactor), max: round2(filters.max * ttcFactor)};
}

function quote(value: string): string {
  return `"${value.replace(/["\\]/g, '')}"`;
}

/**
 * Storefront search syntax for the `products` query. Prices in the URL are in the
 * shopper's display mode; the shop's prices are TTC, so HT bounds are converted.
 */
export function productSearchQuery(filters: ProductFilters, ttcFactor = 1): string | null {
  const parts: string[] = [];
  if (filters.q) parts.push(filters.q.replace(/[()]/g, ' '));
  if (filters.tags.length > 0) parts.push(`(${filters.tags.map((tag) => `tag:${quote(tag)}`).join(' OR ')})`);
  if (filters.min > PRICE_MIN) parts.push(`variants.price:>=${round2(filters.min * ttcFactor)}`);
  if (filters.max < PRICE_MAX) parts.push(`variants.price:<=${round2(filters.max * ttcFactor)}`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

export type ListFilterInput = {tag: string} | {price: {min: number; max: number}} | FacetFilterInput;

/** The same filters as Storefront `ProductFilter` inputs, for `collection.products` and `search`. */
export function productFilterInputs(filters: ProductFilters, ttcFactor = 1): ListFilterInput[] {
  const inputs: ListFilterInput[] = filters.tags.map((tag) => ({tag}));
  const band = priceBand(filters, ttcFactor);
  if (band) inputs.push({price: band});
  inputs.push(...facetFilterInputs(filters.facets));
  return inputs;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** URL search string with one filter changed; resets nothing else. */
export function filtersToSearch(filters: ProductFilters, change: Partial<ProductFilters> = {}): string {
  const next = {...filters, ...change};
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  for (const tag of next.tags) params.append('tag', tag);
  if (next.min > PRICE_MIN) params.set('min', String(next.min));
  if (next.max < PRICE_MAX) params.set('max', String(next.max));
  for (const [name, value] of facetEntries(next.facets ?? {})) params.append(name, value);
  if (next.sort !== 'featured') params.set('sort', next.sort);
  if (next.view !== 'grid') params.set('view', next.view);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Hidden inputs that carry the other filters through a form that changes one of them. */
export function hiddenFilterFields(filters: ProductFilters, except: keyof ProductFilters): Array<[string, string]> {
  const params = new URLSearchParams(filtersToSearch(filters));
  const name = except === 'tags' ? 'tag' : except;
  // The facets are all fields of the filter panel: 'facets' leaves every one of them out.
  return [...params.entries()].filter(([key]) => key !== name && !(except === 'facets' && key.startsWith('filter.')));
}
