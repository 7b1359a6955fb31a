import {describe, expect, it} from 'vitest';
import {cartHasStockShortage, lineStockNotice, readStockWarnings, stockWarningsOf, unaddedNotices, type StockLine} from '../../app/lib/cart/stock-notices.ts';
import {stockLabel} from '../../app/lib/stock.ts';

const line = (quantity: number, quantityAvailable: number | null, availableForSale = true): StockLine => ({
  id: 'gid://shopify/CartLine/a?cart=c',
  quantity,
  merchandise: {availableForSale, quantityAvailable},
});

describe('lineStockNotice', () => {
  it('says nothing of a line the stock covers, without a warning', () => {
    expect(lineStockNotice(line(3, 3), [])).toBeNull();
    expect(lineStockNotice(line(2, 40), [])).toBeNull();
    expect(lineStockNotice(line(2, null), [])).toBeNull();
  });

  it('says what the shop did after a change brought the line down to the stock', () => {
    const notice = lineStockNotice(line(3, 3), [{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: line(3, 3).id}]);
    expect(notice).toEqual({text: 'Plus que 3 en stock\u00a0: la quantité a été ramenée à 3.', fixTo: null});
    // The same words as the product page's stock line.
    expect(notice?.text.startsWith(stockLabel({availableForSale: true, quantityAvailable: 3}))).toBe(true);
  });

  it('uses the line’s quantity when the shop does not give the stock', () => {
    expect(lineStockNotice(line(7, null), [{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: line(7, null).id}])?.text).toBe(
      'Plus que 7 en stock\u00a0: la quantité a été ramenée à 7.',
    );
  });

  it('ignores the warnings of other lines', () => {
    expect(lineStockNotice(line(3, 3), [{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'gid://shopify/CartLine/b?cart=c'}])).toBeNull();
  });

  it('finds a line holding more than the stock left when the cart is read later, and offers the quantity left', () => {
    expect(lineStockNotice(line(3, 1), [])).toEqual({text: 'Plus que 1 en stock\u00a0: votre panier en contient 3.', fixTo: 1});
    // The cart as read is newer than any warning.
    expect(lineStockNotice(line(3, 1), [{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: line(3, 1).id}])?.fixTo).toBe(1);
  });

  it('says a sold-out line cannot be ordered, by its quantity, its availability or the warning', () => {
    const soldOut = 'Rupture de stock\u00a0: cet article ne peut plus être commandé. Retirez-le du panier pour passer commande.';
    expect(lineStockNotice(line(2, 0), [])).toEqual({text: soldOut, fixTo: null});
    expect(lineStockNotice(line(2, null, false), [])).toEqual({text: soldOut, fixTo: null});
    expect(lineStockNotice(line(2, null), [{code: 'MERCHANDISE_OUT_OF_STOCK', target: line(2, null).id}])?.text).toBe(soldOut);
  });
});

describe('cartHasStockShortage', () => {
  it('is true when some line holds more than the stock or is sold out', () => {
    expect(cartHasStockShortage([line(1, 5), line(2, 2)])).toBe(false);
    expect(cartHasStockShortage([line(1, 5), line(3, 2)])).toBe(true);
    expect(cartHasStockShortage([line(1, null, false)])).toBe(true);
  });
});

describe('stock warnings kept between the change and the display', () => {
  it('keeps only the stock codes, with code and target', () => {
    const kept = stockWarningsOf([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'l1', message: 'Seulement 3…'} as {code: string; target: string},
      {code: 'DISCOUNT_NOT_FOUND', target: 'c'},
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'v1'},
    ]);
    expect(kept).toEqual([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'l1'},
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'v1'},
    ]);
  });

  it('reads back only well-formed warnings', () => {
    expect(readStockWarnings(undefined)).toEqual([]);
    expect(readStockWarnings('MERCHANDISE_OUT_OF_STOCK')).toEqual([]);
    expect(readStockWarnings([null, 3, {code: 'MERCHANDISE_OUT_OF_STOCK'}, {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'l1'}])).toEqual([
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'l1'},
    ]);
  });

  it('says once what could not be added at all (the target is no line of the cart)', () => {
    const warnings = [
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'gid://shopify/ProductVariant/1'},
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'gid://shopify/ProductVariant/2'},
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'l1'},
    ] as const;
    expect(unaddedNotices(warnings, ['l1'])).toEqual(['Rupture de stock\u00a0: l’article demandé n’a pas pu être ajouté au panier.']);
    expect(unaddedNotices(warnings, ['l1', 'gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'])).toEqual([]);
  });
});
