// Product badges (SPEC.md sections 2 and 9) and the French-made warranty rule.

import {formatDiscountPercent, parseAmount} from './money.ts';
import {normalizeTags, stockStatus} from './stock.ts';
import {WARRANTY_YEARS, WARRANTY_YEARS_FRENCH_MADE} from './constants.ts';

export type BadgeKind = 'new' | 'french' | 'sale' | 'best-seller' | 'low-stock' | 'out-of-stock';

export interface Badge {
  kind: BadgeKind;
  label: string;
}

/** A price as the Storefront API gives it (MoneyV2), as a string, or as a number. */
export type PriceLike = number | string | {amount: number | string} | null | undefined;

export interface BadgeInput {
  tags?: readonly string[] | null;
  compareAtPrice?: PriceLike;
  price?: PriceLike;
  availableForSale: boolean;
  quantityAvailable?: number | null;
}

export const FRENCH_MADE_TAGS: readonly string[] = ['french', 'france', 'made-in-france', 'fabrication-francaise'];

export function isFrenchMade(tags: readonly string[] | null | undefined): boolean {
  return normalizeTags(tags).some((tag) => FRENCH_MADE_TAGS.includes(tag));
}

export function warrantyYears(tags: readonly string[] | null | undefined): number {
  return isFrenchMade(tags) ? WARRANTY_YEARS_FRENCH_MADE : WARRANTY_YEARS;
}

function priceValue(price: PriceLike): number | null {
  if (price === null || price === undefined) return null;
  const raw = typeof price === 'object' ? price.amount : price;
  const n = typeof raw === 'number' ? raw : parseAmount(raw);
  return Number.isFinite(n) ? n : null;
}

/** Whole percent saved against the compare-at price, or null when there is no saving. */
export function discountPercent(compareAtPrice: PriceLike, price: PriceLike): number | null {
  const before = priceValue(compareAtPrice);
  const now = priceValue(price);
  if (before === null || now === null || before <= 0 || now < 0 || before <= now) return null;
  return Math.round((1 - now / before) * 100);
}

/** In display order. */
export function productBadges(input: BadgeInput): Badge[] {
  const tags = normalizeTags(input.tags);
  const badges: Badge[] = [];
  if (tags.includes('new')) badges.push({kind: 'new', label: 'Nouveau'});
  if (isFrenchMade(tags)) badges.push({kind: 'french', label: 'Fabriqué en France'});
  const percent = discountPercent(input.compareAtPrice, input.price);
  if (percent !== null && percent > 0) {
    badges.push({kind: 'sale', label: formatDiscountPercent(percent)});
  } else if (percent !== null || tags.includes('sale')) {
    // A saving under 0.5 % rounds to 0: say 'Promo' rather than '−0 %'.
    badges.push({kind: 'sale', label: 'Promo'});
  }
  if (tags.includes('best-seller')) badges.push({kind: 'best-seller', label: 'Meilleure vente'});
  // The stock badge says what the stock line says (stock.ts), never a tag against a count.
  const stock = stockStatus({availableForSale: input.availableForSale, quantityAvailable: input.quantityAvailable, tags});
  if (stock.badge) badges.push({kind: stock.level === 'out' ? 'out-of-stock' : 'low-stock', label: stock.badge});
  return badges;
}
