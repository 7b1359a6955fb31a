import {describe, expect, it} from 'vitest';
import {
  addedQuantity,
  estimateCart,
  estimateLine,
  isLinePending,
  optimisticTotalQuantity,
  parseLineQuantity,
  planLineChanges,
  settleLineChanges,
  volumeDiscountTitle,
  withoutLines,
  type OptimisticSourceCart,
} from '../../app/lib/cart/optimistic.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';

function money(amount: number) {
  return {amount: amount.toFixed(2)};
}

function line(id: string, quantity: number, unit: number, total = unit * quantity) {
  return {
    id,
    quantity,
    cost: {amountPerQuantity: money(unit), subtotalAmount: money(unit * quantity), totalAmount: money(total)},
  };
}

// Two lines as the local shop prices them: 2 × 20 € (no tier), 3 × 10 € (−5 %: 28,50 €).
function cart(extra: Partial<OptimisticSourceCart> = {}): OptimisticSourceCart {
  const lines = [line('a', 2, 20), line('b', 3, 10, 28.5)];
  return {
    totalQuantity: 5,
    cost: {subtotalAmount: money(68.5), totalAmount: money(68.5)},
    lines: {nodes: lines},
    discountAllocations: [],
    appliedGiftCards: [],
    ...extra,
  };
}

describe('parseLineQuantity', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['10000', 10_000],
    [7, 7],
  ])('accepts %j', (value, expected) => {
    expect(parseLineQuantity(value)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', '1e3', '', 'abc', '10001', 0, 2.5, Number.NaN, null, undefined])('refuses %j', (value) => {
    expect(parseLineQuantity(value)).toBeNull();
  });
});

describe('estimateLine', () => {
  it('prices a line without a tier at unit price × quantity', () => {
    expect(estimateLine(20, 2)).toEqual({quantity: 2, subtotal: 40, total: 40, volumePercent: 0, volumeAmount: 0});
  });

  it('applies the shared volume tier, as the shop does', () => {
    expect(estimateLine(10, 5)).toEqual({quantity: 5, subtotal: 50, total: 45, volumePercent: 10, volumeAmount: 5});
  });

  it('gives nothing for a removed line', () => {
    expect(estimateLine(10, 0)).toMatchObject({quantity: 0, subtotal: 0, total: 0});
  });

  it('names the discount as the shop does', () => {
    expect(normalizeSpaces(volumeDiscountTitle(10))).toBe('Remise quantité −10 %');
  });
});

describe('estimateCart', () => {
  it('is the shop’s cart when nothing is pending', () => {
    const estimate = estimateCart(cart(), {});
    expect(estimate).toMatchObject({pending: false, totalQuantity: 5, beforeDiscounts: 70, subtotal: 68.5, total: 68.5});
    expect(estimate.lines).toEqual({});
  });

  it('ignores an override equal to the shop’s quantity', () => {
    expect(estimateCart(cart(), {a: 2}).pending).toBe(false);
  });

  it('moves counts and totals by the pending lines', () => {
    // a: 2 → 3 reaches the 5 % tier: 60 − 3 = 57 (was 40).
    const estimate = estimateCart(cart(), {a: 3});
    expect(estimate.pending).toBe(true);
    expect(estimate.lines.a).toMatchObject({quantity: 3, subtotal: 60, total: 57, volumePercent: 5});
    expect(estimate.totalQuantity).toBe(6);
    expect(estimate.beforeDiscounts).toBe(90);
    expect(estimate.subtotal).toBe(85.5);
    expect(estimate.total).toBe(85.5);
  });

  it('drops a line asked for 0', () => {
    const estimate = estimateCart(cart(), {b: 0});
    expect(estimate).toMatchObject({totalQuantity: 2, beforeDiscounts: 40, subtotal: 40, total: 40});
  });

  it('leaves the total unknown when a code discount or a gift card depends on it', () => {
    const withCode = cart({discountAllocations: [{code: 'BIENVENUE10'}], cost: {subtotalAmount: money(68.5), totalAmount: money(61.65)}});
    expect(estimateCart(withCode, {a: 1}).total).toBeNull();
    expect(estimateCart(withCode, {}).total).toBe(61.65);
    const withCard = cart({appliedGiftCards: [{id: 'g'}]});
    expect(estimateCart(withCard, {a: 1})).toMatchObject({total: null, subtotal: 48.5, totalQuantity: 4});
  });
});

describe('optimisticTotalQuantity', () => {
  it('counts the pending quantities instead of the shop’s', () => {
    expect(optimisticTotalQuantity(cart(), {})).toBe(5);
    expect(optimisticTotalQuantity(cart(), {a: 4})).toBe(7);
    expect(optimisticTotalQuantity(cart(), {a: 4, b: 0})).toBe(4);
  });

  it('ignores overrides of lines the cart no longer has', () => {
    expect(optimisticTotalQuantity(cart(), {gone: 9})).toBe(5);
  });
});

describe('isLinePending', () => {
  it('is pending only when the asked quantity differs from the shop’s', () => {
    expect(isLinePending({id: 'a', quantity: 2}, {a: 3})).toBe(true);
    expect(isLinePending({id: 'a', quantity: 2}, {a: 2})).toBe(false);
    expect(isLinePending({id: 'a', quantity: 2}, {})).toBe(false);
  });
});

describe('addedQuantity', () => {
  it('sums the lines’ quantities (1 when missing)', () => {
    expect(addedQuantity([{quantity: 2}, {}], null)).toBe(3);
  });

  it('lets the quantity field replace each line’s quantity, as the action does', () => {
    expect(addedQuantity([{quantity: 1}], '4')).toBe(4);
    expect(addedQuantity([{quantity: 1}, {quantity: 1}], '2')).toBe(4);
  });

  it('adds nothing for a quantity the action refuses, or no line', () => {
    expect(addedQuantity([{quantity: 1}], '0')).toBe(0);
    expect(addedQuantity([{quantity: 1}], 'abc')).toBe(0);
    expect(addedQuantity([], '2')).toBe(0);
    expect(addedQuantity(undefined, null)).toBe(0);
  });
});

describe('planLineChanges', () => {
  it('sorts overrides into removals, updates and settled ones', () => {
    const plan = planLineChanges({a: 0, b: 5, c: 2, gone: 1}, {a: 1, b: 3, c: 2});
    expect(plan).toEqual({removals: ['a'], updates: [{id: 'b', quantity: 5}], settled: ['c', 'gone']});
  });

  it('has nothing to do without overrides', () => {
    expect(planLineChanges({}, {a: 1})).toEqual({removals: [], updates: [], settled: []});
  });
});

describe('settleLineChanges', () => {
  it('settles what the shop confirmed and keeps what the shopper changed since', () => {
    // Sent a: 3; the shopper clicked + twice more meanwhile (a: 5). b was not part of it.
    expect(settleLineChanges({a: 5, b: 2}, {a: 3}, true)).toEqual({a: 5, b: 2});
    expect(settleLineChanges({a: 3, b: 2}, {a: 3}, true)).toEqual({b: 2});
  });

  it('rolls back every line of a failed change, and only those', () => {
    expect(settleLineChanges({a: 5, b: 2}, {a: 3}, false)).toEqual({b: 2});
  });
});

describe('withoutLines', () => {
  it('drops the given lines and keeps the same object when there is nothing to drop', () => {
    const overrides = {a: 1, b: 2};
    expect(withoutLines(overrides, ['a'])).toEqual({b: 2});
    expect(withoutLines(overrides, ['z'])).toBe(overrides);
  });
});
