// The storefront's rules and facts (app/lib) that the local shop applies too: the shop's
// identity, VAT and an order's totals, delivery countries and options, free delivery, the
// volume discount, form validation and messages, company identifiers (SIRET, VAT
// number), payment error values, reviews, money formatting, the technical data's
// metafields, and two pieces of the worker's plumbing the local shop runs too (the
// throttling of password guesses, the cleaning of control characters). Every module of the local
// shop imports them from here, never from app/ directly, so that a move or a change of
// signature in app/lib is a one-file fix here. The local shop's own adaptations (cents,
// its API's shapes) live next to their users, e.g. pricing/rules.ts.

export {
  COMPANY,
  DELIVERY_OPTIONS,
  FREE_DELIVERY_MIN_CYLINDERS,
  FREE_DELIVERY_THRESHOLD_HT,
  SHOP,
  VAT_RATE,
  isCylinderProductType,
} from '../app/lib/constants.ts';
export {SHOP_DISCOUNT_CODES, type ShopDiscountCode} from '../app/lib/cart/discount-codes.ts';
export {COMPANY_ID_MESSAGES, compactId, passesLuhn, siretError, vatNumberError} from '../app/lib/company-ids.ts';
export {cleanStrings, cleanText, hasUnwantedCharacters} from '../app/lib/platform/control-characters.ts';
export {COUNTRIES, type CountryInfo, countryByCode} from '../app/lib/countries.ts';
export {availableDeliveryOptions, freeDeliveryStatus} from '../app/lib/delivery.ts';
export {formatDiscountPercent, formatMoney, formatNumber, formatPercent} from '../app/lib/money.ts';
export {PAYMENT_ERRORS, type PaymentError} from '../app/lib/checkout/payment-errors.ts';
export {
  CHOICES,
  QUOTE_FIELDS,
  QUOTE_LABELS,
  type QuoteField,
  type QuoteValues,
  choiceLabel,
  formatTemperature,
  validateQuote,
} from '../app/lib/quote/quote-request.ts';
export {REVIEW_METAFIELD_NAMESPACE, type ReviewStats, ratingMetafieldValue, reviewStats} from '../app/lib/reviews/reviews.ts';
export {
  FORCE_RANGES,
  LENGTH_RANGES,
  SPEC_DEFINITIONS,
  SPEC_DEFINITION_BY_KEY,
  SPEC_NAMESPACE,
  bucketIndex,
  bucketOf,
  dimensionValue,
  metafieldList,
} from '../app/lib/spec-metafields.ts';
export {AttemptThrottle, RateWindow, SIGN_IN_RULES, type ThrottleRules, minutesFrom} from '../app/lib/platform/throttle.ts';
export {
  MAX_LENGTHS,
  MESSAGES,
  isEmail,
  isPhone,
  tooLongMessage,
  validateContact,
  validateNewsletter,
  validateReview,
} from '../app/lib/validation.ts';
export {orderAmounts} from '../app/lib/vat.ts';
export {volumeDiscount} from '../app/lib/volume-discount.ts';
export {DEVIS_MESSAGES, type DevisBuyer, validateDevisBuyer} from '../app/lib/devis/buyer.ts';
export {type DevisAdjustments, type DevisFigures, type DevisItem, type DevisLine, devisFigures, devisNumber, devisValidUntil, isDevisNumber} from '../app/lib/devis/figures.ts';
export {COMPANY_CART_ATTRIBUTES, companyFromCartAttributes} from '../app/lib/company/company.ts';
