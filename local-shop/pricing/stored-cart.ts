// The pricing of a stored cart: its live lines, its codes and gift cards, where it is
// delivered and how. Shared by the cart API, the hosted checkout and the order.

import type {Catalogue, VariantRecord} from '../store/catalogue.ts';
import type {CartLineRecord, CartRecord, CartStore} from '../store/carts.ts';
import type {DiscountStore} from '../store/discounts.ts';
import {type Priced, priceCart} from './price-cart.ts';

/** What pricing reads a stored cart from: its lines, and the codes and gift cards it names. */
export interface PricingStores {
  carts: CartStore;
  discounts: DiscountStore;
}

export interface CartLineView {
  line: CartLineRecord;
  variant: VariantRecord;
}

/** The lines still sellable in the catalogue (a variant removed from the shop drops out). */
export function liveLines(lines: readonly CartLineRecord[], catalogue: Catalogue): CartLineView[] {
  return lines.flatMap((line) => {
    const variant = catalogue.variantsById.get(line.variantId);
    return variant ? [{line, variant}] : [];
  });
}

export interface Destination {
  countryCode: string | null;
  zip: string | null;
}

/** The selected delivery address, else the buyer's country; null when neither is known. */
export function cartDestination(cart: CartRecord): Destination | null {
  const address = cart.deliveryAddresses.find((entry) => entry.selected)?.address;
  if (address?.countryCode) return {countryCode: address.countryCode, zip: address.zip ?? null};
  if (cart.buyerIdentity.countryCode) return {countryCode: cart.buyerIdentity.countryCode, zip: null};
  return null;
}

export interface CartPricingOptions {
  /** Checkout and order: shipping is part of the total. Cart API: it is not (Shopify). */
  includeShipping: boolean;
  /** Where to deliver; the cart's own destination when omitted */
  destination?: Destination | null;
  /** The delivery option; the one chosen on the cart when omitted */
  deliveryHandle?: string | null;
  /** Buyer e-mail for once-per-customer codes (the checkout's, else the cart's) */
  email?: string | null;
  /** Unit prices to use instead of the catalogue snapshot's (read inside the order transaction) */
  prices?: ReadonlyMap<number, number>;
}

export interface PricedCart {
  /** The cart's live lines, in the cart's order */
  lines: CartLineView[];
  priced: Priced;
}

/** A stored cart priced: its live lines, their prices, its codes and gift cards. */
export function priceStoredCart(app: PricingStores, catalogue: Catalogue, cart: CartRecord, options: CartPricingOptions): PricedCart {
  const lines = liveLines(app.carts.lines(cart), catalogue);
  const email = options.email ?? cart.buyerIdentity.email ?? null;
  const priced = priceCart({
    lines: lines.map(({line, variant}) => ({
      key: line.id,
      quantity: line.quantity,
      unitPriceCents: options.prices?.get(variant.id) ?? variant.priceCents,
      productType: catalogue.productsById.get(variant.productId)?.productType ?? '',
      variantId: variant.id,
    })),
    codes: cart.discountCodes,
    rule: (code) => app.discounts.rule(code),
    alreadyUsed: (rule) => app.discounts.usedBy(rule.code, email, cart.customerId),
    giftCards: app.discounts.giftCardsByIds(cart.giftCards),
    destination: options.destination === undefined ? cartDestination(cart) : options.destination,
    deliveryHandle: options.deliveryHandle === undefined ? cart.deliveryOption : options.deliveryHandle,
    includeShipping: options.includeShipping,
  });
  return {lines, priced};
}

/** What the Storefront API shows of a cart: as Shopify, its totals leave shipping out. */
export function priceCartForApi(app: PricingStores, catalogue: Catalogue, cart: CartRecord): PricedCart {
  return priceStoredCart(app, catalogue, cart, {includeShipping: false});
}
