// Stock levels of SPEC.md section 4 ('Other states').

import {LOW_STOCK_THRESHOLD} from './constants.ts';

export type StockLevel = 'out' | 'low' | 'in';
export type MetadataStockLevel = 'low' | 'medium' | 'high';

export interface StockInput {
  availableForSale: boolean;
  /** null or undefined: not exposed by the shop (quantities need a special scope). */
  quantityAvailable?: number | null;
  /** The product's tags: limited-stock and few-left speak only when the quantity is unknown. */
  tags?: readonly string[] | null;
}

/** The one stock message of a variant: its level, the line under the price, the short badge (null when in stock). */
export interface StockStatus {
  level: StockLevel;
  label: string;
  badge: string | null;
}

export const OUT_OF_STOCK_LABEL = 'Rupture de stock';
export const IN_STOCK_LABEL = 'En stock';
/** Short badge for the 'low' level; the full line says how many are left. */
export const LOW_STOCK_BADGE = 'Stock faible';
/** What the merchant's tags say when the shop does not give the quantity. */
export const FEW_LEFT_LABEL = 'Derniers exemplaires';
export const LIMITED_STOCK_LABEL = 'Stock limité';

/** 'Plus que N en stock': the line of a known quantity, on the product page and in the cart. */
export function fewLeftLabel(quantity: number): string {
  return `Plus que ${quantity} en stock`;
}

const OUT: StockStatus = {level: 'out', label: OUT_OF_STOCK_LABEL, badge: OUT_OF_STOCK_LABEL};
const IN: StockStatus = {level: 'in', label: IN_STOCK_LABEL, badge: null};

/**
 * One rule for every place that shows stock (cards, product page, favourites, chat), so a
 * variant never reads « En stock » beside « Derniers exemplaires »: a known quantity is the
 * truth (≤ LOW_STOCK_THRESHOLD: low, with the count); the limited-stock and few-left tags
 * only speak when the shop does not give the quantity (a store without that scope).
 */
export function stockStatus({availableForSale, quantityAvailable, tags}: StockInput): StockStatus {
  if (!availableForSale) return OUT;
  const known = quantityAvailable !== null && quantityAvailable !== undefined && Number.isFinite(quantityAvailable);
  if (known) {
    if (quantityAvailable <= 0) return OUT;
    if (quantityAvailable <= LOW_STOCK_THRESHOLD) {
      return {level: 'low', label: fewLeftLabel(quantityAvailable), badge: LOW_STOCK_BADGE};
    }
    return IN;
  }
  const normalized = normalizeTags(tags);
  if (normalized.includes('few-left')) return {level: 'low', label: FEW_LEFT_LABEL, badge: FEW_LEFT_LABEL};
  if (normalized.includes('limited-stock')) return {level: 'low', label: LIMITED_STOCK_LABEL, badge: LIMITED_STOCK_LABEL};
  return IN;
}

export function stockLevel(input: StockInput): StockLevel {
  return stockStatus(input).level;
}

/** 'Rupture de stock', 'Plus que N en stock', 'Derniers exemplaires', 'Stock limité' or 'En stock'. */
export function stockLabel(input: StockInput): string {
  return stockStatus(input).label;
}

/** Short form for badges: 'Rupture de stock', 'Stock faible' (or the tag's words) or 'En stock'. */
export function stockBadgeLabel(input: StockInput): string {
  return stockStatus(input).badge ?? IN_STOCK_LABEL;
}

/** The tags stockStatus reads, for a payload that does not carry all of a product's tags. */
export function stockTags(tags: readonly string[] | null | undefined): string[] {
  return normalizeTags(tags).filter((tag) => tag === 'few-left' || tag === 'limited-stock');
}

/** Lower-case, trimmed; anything but a list of strings (a message read back from storage) is no tags. */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  if (!Array.isArray(tags)) return [];
  return tags.filter((tag): tag is string => typeof tag === 'string').map((tag) => tag.trim().toLowerCase());
}

/** SPEC.md 'In product metadata': drives the delivery promise (see delivery.ts). */
export function metadataStockLevel(
  availableForSale: boolean,
  tags: readonly string[] | null | undefined,
): MetadataStockLevel {
  if (!availableForSale) return 'low';
  const normalized = normalizeTags(tags);
  if (normalized.includes('limited-stock') || normalized.includes('few-left')) return 'medium';
  return 'high';
}
