// Pricing: what a cart, a checkout and an order cost, in one place so that the cart API,
// the hosted checkout, the order and the order pages always agree. Every other module
// of the local shop imports it from here. Amounts are integer cents (../money.ts: cents,
// Shopify's Decimal strings, VAT from the shop's one rate, used by every layer).
//
// - rules.ts: the storefront's delivery options and volume discount, in cents.
// - price-cart.ts: the pure computation (lines, codes, delivery, gift cards, totals).
// - stored-cart.ts: a stored cart priced (its live lines, codes, gift cards, destination).
// - checkout.ts: the checkout's delivery prices and totals.
// - order.ts: the pricing an order records, computed inside the order transaction.
// - quote.ts: the price the buyer confirmed, signed on the page, compared at placement.

export type {DeliveryOffer} from './rules.ts';
export {type AppliedCode, type CodeStatus, type Priced, type PricedLine, priceCart} from './price-cart.ts';
export {type CartLineView, type Destination, type PricedCart, priceCartForApi, priceStoredCart} from './stored-cart.ts';
export {type CheckoutTotals, checkoutOffers, checkoutTotals, coveredByGiftCards} from './checkout.ts';
export {type OrderPrice, priceOrder} from './order.ts';
export {type Charge, type PriceChange, type Quote, chargeOf, priceChange, quoteOf, readQuote, signQuote} from './quote.ts';
