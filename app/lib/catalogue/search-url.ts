// URLs of /recherche: the box's query, categories, price bands and technical facets.

import {facetChipLabel, facetEntries, facetParam, withFacetValue, type FacetSelection} from './facets.ts';
import {bucketOf, FORCE_RANGES} from '../spec-metafields.ts';
import type {SearchParams} from './search.ts';

const FORCE_PARAM = facetParam('force_range');

/**
 * The force typed, while the buyer keeps the band it fell in: unticked (or replaced by another
 * band), it has nothing to say about the cards any more, and leaves the URL.
 */
export function askedForce(params: SearchParams, facets: FacetSelection): number | null {
  if (params.force === null) return null;
  const band = bucketOf(FORCE_RANGES, params.force).label;
  return facets[FORCE_PARAM]?.includes(band) ? params.force : null;
}

export function searchHref(params: SearchParams, facets: FacetSelection): string {
  const url = new URLSearchParams();
  if (params.q) url.set('q', params.q);
  for (const category of params.categories) url.append('categorie', category);
  for (const price of params.prices) url.append('prix', price);
  for (const [name, value] of facetEntries(facets)) url.append(name, value);
  // The force asked for goes with its band: without it, nothing to be near to.
  const force = askedForce(params, facets);
  if (force !== null) url.set('force', String(force));
  const search = url.toString();
  return search ? `/recherche?${search}` : '/recherche';
}

export function searchHrefWithout(params: SearchParams, facets: FacetSelection, param: string, value: string): string {
  return searchHref(params, withFacetValue(facets, param, value, false));
}

/** The URL a query is sent to once its measures are read: the words left, the facets added. */
export function readQueryHref(params: SearchParams, facets: FacetSelection, text: string, read: FacetSelection, force: number | null = null): string {
  let merged = facets;
  for (const [name, value] of facetEntries(read)) merged = withFacetValue(merged, name, value, true);
  return searchHref({...params, q: text, force: force ?? params.force}, merged);
}

/**
 * The search page's title: the words and the measures searched, as the chips show them
 * (« 22/10 600N » is read into facets, so the words alone would leave it nameless).
 */
export function searchTitle(q: string, facets: FacetSelection, shopName: string): string {
  const measures = facetEntries(facets).map(([param, value]) => facetChipLabel(param, value));
  const words = q ? `« ${q} »` : '';
  const asked = [words, measures.length > 0 ? (words ? `(${measures.join(', ')})` : measures.join(', ')) : ''].filter(Boolean).join(' ');
  return asked ? `Recherche ${asked} | ${shopName}` : `Recherche | ${shopName}`;
}
