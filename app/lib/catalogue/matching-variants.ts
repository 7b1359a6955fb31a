// Which variants of a product a filtered list found it by (issue 25, item 5; decision 041).
// Shopify's variant filters (price, availability, variant metafields) hold on one same
// variant, so a product in a list narrowed to « 50 – 100 € » or « 600 N, course 150 » has at
// least one variant that is all of them: its card shows that variant's price (or the range
// of the matching ones) and adds that variant, never the first one at a price outside the band.

import {variantSearch} from '../product/variants.ts';
import {AVAILABILITY_PARAM, specKeyOf, type FacetSelection} from './facets.ts';

export interface ChoiceVariant {
  id: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  price: {amount: string};
  compareAtPrice?: {amount: string} | null;
  selectedOptions: {name: string; value: string}[];
  specs: ({key: string; value: string} | null)[];
}

export interface VariantNarrowing {
  /** TTC price bands, OR-ed (none: any price); as the shop's prices are */
  bands: {min: number; max?: number | null}[];
  facets: FacetSelection;
  /** A force asked for in N (« 600N » typed in the search box): the card's variant is the nearest to it */
  nearForceN?: number | null;
}

function same(a: string, b: string): boolean {
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na === nb;
  return a.localeCompare(b, 'fr', {sensitivity: 'base'}) === 0;
}

export function isNarrowing(narrowing: VariantNarrowing): boolean {
  return narrowing.bands.length > 0 || Object.keys(narrowing.facets).length > 0;
}

/** The variants that satisfy every variant filter of the list (values of one facet OR-ed). */
export function matchingVariants<V extends ChoiceVariant>(variants: readonly V[], {bands, facets}: VariantNarrowing): V[] {
  return variants.filter((variant) => {
    const price = Number(variant.price.amount);
    if (bands.length > 0 && !bands.some((band) => price >= band.min && (band.max == null || price <= band.max))) return false;
    for (const [param, values] of Object.entries(facets)) {
      if (values.length === 0) continue;
      if (param === AVAILABILITY_PARAM) {
        if (!values.includes(variant.availableForSale ? '1' : '0')) return false;
        continue;
      }
      const key = specKeyOf(param);
      if (!key) continue;
      const held = variant.specs.find((spec) => spec?.key === key)?.value;
      if (held === undefined || !values.some((value) => same(value, held))) return false;
    }
    return true;
  });
}

export interface CardChoice {
  /** The variant the card adds and links to: the nearest to a force asked for, then the first matching one in stock, else the first */
  variantId: string;
  available: boolean;
  quantityAvailable: number | null;
  /** The chosen variant's compare-at price, when it is the only one */
  compareAt: string | null;
  count: number;
  min: number;
  max: number;
  /** `?Force=600+N` — the product page opened on that variant */
  search: string;
}

/** What a card shows for a narrowed list; null when nothing narrows or nothing matches. */
export function cardChoice(variants: readonly ChoiceVariant[] | undefined, narrowing: VariantNarrowing): CardChoice | null {
  if (!variants || !isNarrowing(narrowing)) return null;
  const matching = matchingVariants(variants, narrowing);
  if (matching.length === 0) return null;
  const chosen = preferred(matching, narrowing.nearForceN ?? null);
  const prices = matching.map((variant) => Number(variant.price.amount));
  return {
    variantId: chosen.id,
    available: chosen.availableForSale,
    quantityAvailable: chosen.quantityAvailable ?? null,
    compareAt: matching.length === 1 ? (chosen.compareAtPrice?.amount ?? null) : null,
    count: matching.length,
    min: Math.min(...prices),
    max: Math.max(...prices),
    search: variantSearch(chosen.selectedOptions),
  };
}

/**
 * The variant a card opens: nearest to the force asked for, if any (between two as near, the
 * stronger: a spring a little too strong still holds the load, one too weak does not), then in
 * stock first, then the first.
 */
function preferred<V extends ChoiceVariant>(matching: readonly V[], nearForceN: number | null): V {
  const forceOf = (variant: V) => Number(variant.specs.find((spec) => spec?.key === 'force_n')?.value);
  const distance = (variant: V) => {
    if (nearForceN === null) return 0;
    const force = forceOf(variant);
    return Number.isFinite(force) ? Math.abs(force - nearForceN) : Number.POSITIVE_INFINITY;
  };
  const stronger = (a: V, b: V) => (nearForceN === null ? 0 : (forceOf(b) || 0) - (forceOf(a) || 0));
  const ranked = matching.map((variant, index) => ({variant, index, distance: distance(variant)}));
  ranked.sort(
    (a, b) =>
      a.distance - b.distance ||
      stronger(a.variant, b.variant) ||
      Number(b.variant.availableForSale) - Number(a.variant.availableForSale) ||
      a.index - b.index,
  );
  return ranked[0].variant;
}

type WithChoices = {choices?: {nodes: ChoiceVariant[]} | null};

/** A list's products with the choice each card shows, without the variants themselves (the page stays light). */
export function withCardChoices<P extends WithChoices>(products: readonly P[], narrowing: VariantNarrowing): Array<Omit<P, 'choices'> & {choice: CardChoice | null}> {
  return products.map(({choices, ...product}) => ({...product, choice: cardChoice(choices?.nodes, narrowing)}));
}
