// What the cart page says beside a line whose stock does not cover it (docs/decisions/091).
// Two sources, as Shopify gives them:
// - the warnings of the change just made (cartLinesAdd / cartLinesUpdate): the shop
//   brought the line down to the stock (MERCHANDISE_NOT_ENOUGH_STOCK) or the variant is
//   sold out (MERCHANDISE_OUT_OF_STOCK), the target being the line (or the variant when
//   nothing was added);
// - the cart as read later: the Cart has no warnings field and reading it changes
//   nothing, so a line holding more than the variant's `quantityAvailable` (the stock
//   dropped since: another buyer's order) is found by comparing the two.

import {OUT_OF_STOCK_LABEL, fewLeftLabel} from '../stock.ts';

export type StockWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

/** A stock warning of a cart change, as kept for the next display of the cart. */
export interface StockWarning {
  code: StockWarningCode;
  /** A cart line's id, or a variant's when nothing could be added. */
  target: string;
}

export interface StockLine {
  id: string;
  quantity: number;
  merchandise: {availableForSale: boolean; quantityAvailable?: number | null};
}

export interface LineStockNotice {
  text: string;
  /** The quantity the line can be brought down to (offered as a button), or null. */
  fixTo: number | null;
}

/** Most warnings kept: they travel in the session cookie (a few lines at most in practice). */
const MAX_KEPT = 8;

const SOLD_OUT_TEXT = `${OUT_OF_STOCK_LABEL}\u00a0: cet article ne peut plus être commandé. Retirez-le du panier pour passer commande.`;

/** The stock warnings among a change's warnings (the others, discount codes…, are said elsewhere). */
export function stockWarningsOf(warnings: readonly {code: string; target: string}[] | null | undefined): StockWarning[] {
  return (warnings ?? [])
    .filter((warning): warning is StockWarning => warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK' || warning.code === 'MERCHANDISE_OUT_OF_STOCK')
    .slice(0, MAX_KEPT)
    .map(({code, target}) => ({code, target: String(target).slice(0, 200)}));
}

/** Kept warnings read back (from the session): anything else is no warnings. */
export function readStockWarnings(value: unknown): StockWarning[] {
  if (!Array.isArray(value)) return [];
  const isWarning = (entry: unknown): entry is {code: string; target: string} =>
    typeof entry === 'object' && entry !== null && typeof (entry as {code?: unknown}).code === 'string' && typeof (entry as {target?: unknown}).target === 'string';
  return stockWarningsOf(value.filter(isWarning));
}

function knownQuantity(line: StockLine): number | null {
  const quantity = line.merchandise.quantityAvailable;
  return typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : null;
}

/**
 * The notice of one line, or null. The cart as read is the truth (a newer reading than
 * any warning); a warning adds what the change did: « Plus que 3 en stock : la quantité
 * a été ramenée à 3. ». Without a known quantity (a shop that does not expose it), only
 * the warnings speak.
 */
export function lineStockNotice(line: StockLine, warnings: readonly StockWarning[]): LineStockNotice | null {
  const warning = warnings.find((entry) => entry.target === line.id);
  const available = knownQuantity(line);
  if (!line.merchandise.availableForSale || (available !== null && available <= 0)) return {text: SOLD_OUT_TEXT, fixTo: null};
  if (available !== null && line.quantity > available) {
    return {text: `${fewLeftLabel(available)}\u00a0: votre panier en contient ${line.quantity}.`, fixTo: available};
  }
  if (warning?.code === 'MERCHANDISE_OUT_OF_STOCK' && available === null) return {text: SOLD_OUT_TEXT, fixTo: null};
  if (warning?.code === 'MERCHANDISE_NOT_ENOUGH_STOCK') {
    const left = available ?? line.quantity;
    return {text: `${fewLeftLabel(left)}\u00a0: la quantité a été ramenée à ${line.quantity}.`, fixTo: null};
  }
  return null;
}

/**
 * What the warnings say of products that are not lines of the cart (nothing could be
 * added: sold out, or all the stock already in the cart), once each.
 */
export function unaddedNotices(warnings: readonly StockWarning[], lineIds: readonly string[]): string[] {
  const texts = warnings
    .filter((warning) => !lineIds.includes(warning.target))
    .map((warning) =>
      warning.code === 'MERCHANDISE_OUT_OF_STOCK'
        ? `${OUT_OF_STOCK_LABEL}\u00a0: l’article demandé n’a pas pu être ajouté au panier.`
        : 'Stock insuffisant\u00a0: l’article demandé n’a pas pu être ajouté au panier.',
    );
  return [...new Set(texts)];
}

/** Whether some line cannot be ordered as it stands (the checkout would refuse it). */
/** Beside every « Commander » of the cart page while cartHasStockShortage holds. */
export const STOCK_SHORTAGE_NOTICE = 'Le stock ne couvre pas tout votre panier\u00a0: ajustez les articles signalés avant de commander.';

export function cartHasStockShortage(lines: readonly StockLine[]): boolean {
  return lines.some((line) => {
    const available = knownQuantity(line);
    return !line.merchandise.availableForSale || (available !== null && line.quantity > available);
  });
}
