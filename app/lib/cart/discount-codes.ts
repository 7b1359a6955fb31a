// The shop's discount codes and their conditions: one list, read by the local shop to
// seed its codes (local-shop/store/discounts.ts) and by the storefront to word why a
// code does not apply (code-messages.ts), so a minimum or an end date is never retyped.
// Amounts are in euros TTC, on the merchandise after the volume discount.

export interface ShopDiscountCode {
  code: string;
  /** What the shopper reads, e.g. « Bienvenue : −10 % sur votre commande » */
  title: string;
  kind: 'percentage' | 'fixed_amount' | 'free_shipping';
  /** Percent for 'percentage', euros for 'fixed_amount', unused for 'free_shipping' */
  value: number;
  /** Merchandise needed (TTC, after the volume discount); 0: none */
  minimumTtc: number;
  oncePerCustomer: boolean;
  /** ISO date the code stops being valid, or null */
  endsAt: string | null;
}

export const SHOP_DISCOUNT_CODES: readonly ShopDiscountCode[] = [
  {
    code: 'BIENVENUE10',
    title: 'Bienvenue : −10 % sur votre commande',
    kind: 'percentage',
    value: 10,
    minimumTtc: 0,
    oncePerCustomer: true,
    endsAt: null,
  },
  {
    code: 'LIVRAISON',
    title: 'Livraison standard offerte',
    kind: 'free_shipping',
    value: 0,
    minimumTtc: 0,
    oncePerCustomer: false,
    endsAt: null,
  },
  {
    code: 'PRO50',
    title: 'Professionnels : 50 € offerts dès 500 € TTC',
    kind: 'fixed_amount',
    value: 50,
    minimumTtc: 500,
    oncePerCustomer: false,
    endsAt: null,
  },
  // A past campaign, kept so that a buyer who still has it is told it has ended.
  {
    code: 'ETE2025',
    title: 'Été 2025 : −15 %',
    kind: 'percentage',
    value: 15,
    minimumTtc: 0,
    oncePerCustomer: false,
    endsAt: '2025-09-01T00:00:00+02:00',
  },
];

/** The shop's code of that name (case and spaces ignored), if it is one. */
export function shopDiscountCode(code: string): ShopDiscountCode | null {
  const key = code.trim().toUpperCase();
  return SHOP_DISCOUNT_CODES.find((known) => known.code === key) ?? null;
}
