// Pricing: what a cart, a checkout and an order cost, in one place so that the cart API,
// the hosted checkout, the order and the order pages always agree. Every other module
// of the local shop imports it from here (store/ only the money primitives of money.ts).
//
// - money.ts: integer cents, Shopify's Decimal strings, VAT from the shop's one rate.
// - rules.ts: the storefront's delivery options and volume discount, in cents.
// - price-cart.ts: the pure computation (lines, codes, delivery, gift cards, totals).
// - stored-cart.ts: a stored cart priced (its live lines, codes, gift cards, destination).
// - checkout.ts: the checkout's delivery prices and totals.
// - order.ts: the pricing an order records, computed inside the order transaction.

export {
  type Cents,
  TTC_PER_HT,
  VAT_PERCENT,
  decimalString,
  euros,
  formatEuros,
  htFromTtcCents,
  moneyV2,
  toCents,
  vatFromTtcCents,
} from './money.ts';
export {type DeliveryLine, type DeliveryOffer, type VolumeLineDiscount, deliveryOffers, volumeLineDiscount} from './rules.ts';
export {
  type AppliedCode,
  type CodeRefusal,
  type CodeStatus,
  type DeliveryQuote,
  type Priced,
  type PricedLine,
  type PricingInput,
  type PricingLine,
  allocate,
  priceCart,
} from './price-cart.ts';
export {
  type CartLineView,
  type CartPricingOptions,
  type Destination,
  type PricedCart,
  cartDestination,
  liveLines,
  priceCartForApi,
  priceStoredCart,
} from './stored-cart.ts';
export {type CheckoutTotals, checkoutOffers, checkoutTotals, coveredByGiftCards} from './checkout.ts';
export {type OrderChoices, orderPricing, priceOrder} from './order.ts';
