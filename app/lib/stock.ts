// Stock levels of SPEC.md section 4 ('Other states').

import {LOW_STOCK_THRESHOLD} from './constants.ts';

export type StockLevel = 'out' | 'low' | 'in';
export type MetadataStockLevel = 'low' | 'medium' | 'high';

export interface StockInput {
  availableForSale: boolean;
  /** null or undefined: not exposed by the shop (quantities need a special scope). */
  quantityAvailable?: number | null;
}

export const OUT_OF_STOCK_LABEL = 'Rupture de stock';
export const IN_STOCK_LABEL = 'En stock';
/** Short badge for the 'low' level; the full line says how many are left. */
export const LOW_STOCK_BADGE = 'Stock faible';

export function stockLevel({availableForSale, quantityAvailable}: StockInput): StockLevel {
  if (!availableForSale) return 'out';
  // An unknown quantity on an available variant: the shop says it can be sold.
  if (quantityAvailable === null || quantityAvailable === undefined || !Number.isFinite(quantityAvailable)) {
    return 'in';
  }
  if (quantityAvailable <= 0) return 'out';
  if (quantityAvailable <= LOW_STOCK_THRESHOLD) return 'low';
  return 'in';
}

/** 'Rupture de stock', 'Plus que N en stock' or 'En stock'. */
export function stockLabel(input: StockInput): string {
  const level = stockLevel(input);
  if (level === 'out') return OUT_OF_STOCK_LABEL;
  if (level === 'low') return `Plus que ${input.quantityAvailable} en stock`;
  return IN_STOCK_LABEL;
}

/** Short form for badges: 'Rupture de stock', 'Stock faible' or 'En stock'. */
export function stockBadgeLabel(input: StockInput): string {
  const level = stockLevel(input);
  if (level === 'out') return OUT_OF_STOCK_LABEL;
  if (level === 'low') return LOW_STOCK_BADGE;
  return IN_STOCK_LABEL;
}

export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).map((tag) => tag.trim().toLowerCase());
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
