// The storefront's rules and facts (app/lib) that the local shop applies too: the shop's
// identity, VAT, delivery countries and options, free delivery, the volume discount,
// form validation and messages, reviews, money formatting. Every module of the local
// shop imports them from here, never from app/ directly, so that a move or a change of
// signature in app/lib is a one-file fix here. The local shop's own adaptations (cents,
// its API's shapes) live next to their users, e.g. pricing/rules.ts.

export {
  DELIVERY_OPTIONS,
  FREE_DELIVERY_MIN_CYLINDERS,
  FREE_DELIVERY_THRESHOLD_HT,
  SHOP,
  VAT_RATE,
  isCylinderProductType,
} from '../app/lib/constants.ts';
export {COUNTRIES, type CountryInfo, countryByCode} from '../app/lib/countries.ts';
export {availableDeliveryOptions, freeDeliveryStatus} from '../app/lib/delivery.ts';
export {formatDiscountPercent, formatMoney, formatNumber, formatPercent} from '../app/lib/money.ts';
export {CHOICES, QUOTE_FIELDS, QUOTE_LABELS, type QuoteField, type QuoteValues, choiceLabel, validateQuote} from '../app/lib/quote-request.ts';
export {REVIEW_METAFIELD_NAMESPACE, type ReviewStats, ratingMetafieldValue, reviewStats} from '../app/lib/reviews.ts';
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
export {volumeDiscount} from '../app/lib/volume-discount.ts';
