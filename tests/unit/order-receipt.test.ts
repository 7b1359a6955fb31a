import {describe, expect, it} from 'vitest';
import {cartAmounts} from '../../app/lib/cart/summary.ts';
import {deliveryOf, orderReceipt, receiptAddsUp, type ReceiptOrder} from '../../app/lib/checkout/receipt.ts';
import {DELIVERY_OPTIONS} from '../../app/lib/constants.ts';
import {vatFromTtc} from '../../app/lib/vat.ts';

// Issue 16, points 3 and 4, on worked examples: what /commande-confirmee, /mes-commandes
// and the cart show adds up to the cent, and « dont TVA » is never lowered by a gift card.

const money = (amount: string) => ({amount, currencyCode: 'EUR'});
type TestAllocation = {allocatedAmount: {amount: string; currencyCode: string}; discountApplication: {__typename: string; title?: string; code?: string}};
const volume = (amount: string, percent: number): TestAllocation => ({
  allocatedAmount: money(amount),
  discountApplication: {__typename: 'AutomaticDiscountApplication', title: `Remise quantité −${percent} %`},
});
const code = (amount: string, name: string): TestAllocation => ({allocatedAmount: money(amount), discountApplication: {__typename: 'DiscountCodeApplication', code: name}});

function line(title: string, quantity: number, original: string, allocations: TestAllocation[] = []) {
  const discounted = (Math.round(Number(original) * 100) - allocations.reduce((sum, entry) => sum + Math.round(Number(entry.allocatedAmount.amount) * 100), 0)) / 100;
  return {title, quantity, originalTotalPrice: money(original), discountedTotalPrice: money(String(discounted)), discountAllocations: allocations, variant: {title: 'Default Title', image: null}};
}

// The issue's order: 20 springs at 9,90 € (−15 %) and 2 ball joints at 4,20 €, express.
const ISSUE_ORDER: ReceiptOrder = {
  totalPrice: money('191.7'),
  subtotalPrice: money('176.7'),
  totalShippingPrice: money('15.0'),
  customAttributes: [
    {key: 'Livraison', value: 'Livraison express'},
    {key: 'Délai de livraison', value: '24 à 48 h'},
  ],
  shippingDiscountAllocations: [],
  lineItems: {nodes: [line('Vérin à gaz pour porte relevable', 20, '198.0', [volume('29.7', 15)]), line('Rotule acier 13 mm M8', 2, '8.4')]},
};

describe('orderReceipt', () => {
  it('shows each line before and after its volume discount, and totals that add up (the issue’s order)', () => {
    const receipt = orderReceipt(ISSUE_ORDER);
    expect(receipt.lines.map(({unitCents, originalCents, discounts, totalCents}) => ({unitCents, originalCents, discounts, totalCents}))).toEqual([
      {unitCents: 990, originalCents: 19800, discounts: [{label: 'Remise quantité −15 %', cents: 2970}], totalCents: 16830},
      {unitCents: 420, originalCents: 840, discounts: [], totalCents: 840},
    ]);
    expect(receipt.subtotalCents).toBe(17670);
    expect(receipt.discounts).toEqual([]);
    // The delivery chosen, with its promise from the shop's constant (never the standard one).
    expect(receipt.delivery).toEqual({title: 'Livraison express', description: DELIVERY_OPTIONS[1].description, cents: 1500, discount: null});
    expect(receipt.totalCents).toBe(19170);
    // 191,70 € TTC = 159,75 € HT + 31,95 € of VAT.
    expect([receipt.htCents, receipt.vatCents]).toEqual([15975, 3195]);
    expect(receipt.giftCards).toEqual([]);
    expect(receipt.dueCents).toBe(19170);
    expect(receiptAddsUp(receipt)).toBe(true);
  });

  it('shows a code once for the order, and a gift card as a payment that leaves the VAT whole', () => {
    // 10 × 9,90 € = 99,00 € − 15 % = 84,15 €; BIENVENUE10 −8,42 € = 75,73 €; + 9,90 € = 85,63 €; a 50 € card.
    const receipt = orderReceipt({
      totalPrice: money('85.63'),
      subtotalPrice: money('75.73'),
      totalShippingPrice: money('9.9'),
      customAttributes: [
        {key: 'Livraison', value: 'Livraison standard'},
        {key: 'Carte cadeau •••• 0EUR', value: '50,00\u00a0€'},
        {key: 'Reste à payer', value: '35,63\u00a0€'},
      ],
      lineItems: {nodes: [line('Vérin', 10, '99.0', [volume('14.85', 15), code('8.42', 'BIENVENUE10')])]},
    });
    expect(receipt.lines[0]).toMatchObject({originalCents: 9900, discounts: [{label: 'Remise quantité −15 %', cents: 1485}], totalCents: 8415});
    expect(receipt.subtotalCents).toBe(8415);
    expect(receipt.discounts).toEqual([{label: 'Code BIENVENUE10', cents: 842}]);
    expect(receipt.delivery).toMatchObject({title: 'Livraison standard', description: '3 à 5 jours ouvrés', cents: 990});
    expect(receipt.totalCents).toBe(8563);
    // VAT on the 85,63 € of the order: 14,27 €, not 5,94 € on the 35,63 € the card leaves.
    expect(receipt.vatCents).toBe(1427);
    expect(receipt.htCents).toBe(7136);
    expect(receipt.giftCards).toEqual([{label: 'Carte cadeau •••• 0EUR', cents: 5000}]);
    expect(receipt.dueCents).toBe(3563);
    expect(receiptAddsUp(receipt)).toBe(true);
  });

  it('says which code made the delivery free', () => {
    const receipt = orderReceipt({
      totalPrice: money('45.0'),
      subtotalPrice: money('45.0'),
      totalShippingPrice: money('0.0'),
      customAttributes: [{key: 'Livraison', value: 'Livraison standard'}],
      shippingDiscountAllocations: [code('9.9', 'LIVRAISON')],
      lineItems: {nodes: [line('Amortisseur', 1, '45.0')]},
    });
    expect(receipt.delivery).toMatchObject({cents: 0, discount: {label: 'Code LIVRAISON', cents: 990}});
    expect(receiptAddsUp(receipt)).toBe(true);
  });

  it('falls back to the promise the order recorded for an option the shop no longer lists', () => {
    expect(deliveryOf('Retrait à l’atelier', 'Sous 2 h')).toEqual({title: 'Retrait à l’atelier', description: 'Sous 2 h'});
    expect(deliveryOf(null, null)).toEqual({title: 'Livraison', description: null});
  });
});

describe('cartAmounts', () => {
  it('adds the delivery chosen to the goods (a cart’s totalAmount leaves it out), the VAT on both, the gift card paying after it', () => {
    // The cart's totalAmount is what the 50 € card leaves of the goods: 35,63 €; goods 85,63 €, delivery 9,90 €.
    const amounts = cartAmounts({toPay: 35.63, giftCardsUsed: [50], delivery: 9.9});
    expect(amounts).toEqual({totalTtc: 95.53, totalHt: 79.61, vat: 15.92, giftCards: 50, due: 45.53});
    // What the cart used to show: the VAT of what was left.
    expect(vatFromTtc(35.63)).toBe(5.94);
  });

  it('shows the total with the delivery once an option is chosen (49,90 € of goods + 9,90 €)', () => {
    expect(cartAmounts({toPay: 49.9, giftCardsUsed: [], delivery: 9.9})).toEqual({totalTtc: 59.8, totalHt: 49.83, vat: 9.97, giftCards: 0, due: 59.8});
    expect(cartAmounts({toPay: 49.9, giftCardsUsed: [], delivery: null}).totalTtc).toBe(49.9);
  });

  it('gives the same VAT whatever the card pays, and HT + VAT = TTC to the cent', () => {
    const whole = cartAmounts({toPay: 0, giftCardsUsed: [100], delivery: 0});
    expect(whole).toEqual({totalTtc: 100, totalHt: 83.33, vat: 16.67, giftCards: 100, due: 0});
    const none = cartAmounts({toPay: 100, giftCardsUsed: [], delivery: null});
    expect(none.vat).toBe(whole.vat);
    for (const toPay of [0.01, 13.8, 176.7, 1234.56]) {
      const amounts = cartAmounts({toPay, giftCardsUsed: [5, 0.5], delivery: 9.9});
      expect(Math.round(amounts.totalHt * 100) + Math.round(amounts.vat * 100)).toBe(Math.round(amounts.totalTtc * 100));
      expect(Math.round(amounts.due * 100)).toBe(Math.round((toPay + 9.9) * 100));
    }
  });
});
