// The cart priced for a checkout page: the summary's lines, discounts, gift cards and
// totals, and the delivery options as they will be charged, for a destination, a
// delivery option and a buyer once the shopper has given them.

import type {AppState} from '../graphql/context.ts';
import {formatEuros} from '../money.ts';
import {type CodeStatus, type DeliveryOffer, type Destination, type Priced, type Quote, checkoutOffers, priceStoredCart, quoteOf} from '../pricing/index.ts';
import type {CartRecord} from '../store/carts.ts';
import {lastCharacters} from '../store/discounts.ts';
import type {InfoValues} from './form.ts';
import type {CheckoutPageData} from './view.ts';

/**
 * Why a code the buyer entered is not applied to this checkout, in French (issue 16: a
 * code is never dropped silently). `email` is the buyer's, once known.
 */
export function refusedCodeMessage(status: CodeStatus, email: string | null): string {
  const code = shownCode(status);
  switch (status.refusal) {
    case 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED':
      return `Le code ${code} a déjà été utilisé ${email ? `avec l’adresse e-mail ${email}` : 'avec votre compte client'} : il ne sert qu’une fois par client et ne s’applique pas à cette commande.`;
    case 'DISCOUNT_CURRENTLY_INACTIVE': {
      // Switched off by the merchant or ended: no longer valid; a start date to come: not yet.
      const startsAt = status.rule?.active && status.rule.startsAt ? Date.parse(status.rule.startsAt) : Number.NaN;
      return startsAt > Date.now()
        ? `Le code ${code} n’est pas encore valable : il ne s’applique pas à cette commande.`
        : `Le code ${code} n’est plus valable : il ne s’applique pas à cette commande.`;
    }
    case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
      return `Le code ${code} s’applique à partir de ${formatEuros(status.rule?.minSubtotalCents ?? 0)} d’achats : il ne s’applique pas à cette commande.`;
    case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
      return `Le code ${code} ne s’applique à aucun article de cette commande.`;
    case 'DISCOUNT_CODE_NOT_HONOURED':
      return `Le code ${code} ne se cumule pas avec un autre code de réduction : il ne s’applique pas à cette commande.`;
    default:
      return `Le code ${code} n’existe pas : il ne s’applique pas à cette commande.`;
  }
}

/** A code as the merchant defined it (the buyer may have typed it in another case); as typed when the shop has no such code. */
export const shownCode = (status: CodeStatus): string => status.rule?.code ?? status.code;

export const destinationOf = (info: InfoValues): Destination => ({countryCode: info.country, zip: info.zip});

export interface CheckoutSummary {
  priced: Priced;
  data: Omit<CheckoutPageData, 'action' | 'csrf' | 'cartUrl'>;
  /** Delivery options with the free-shipping code applied to their price */
  offers: DeliveryOffer[];
  /** What the page shows, for the buyer to confirm (pricing/quote.ts) */
  quote: Quote;
}

/**
 * Whether the codes this checkout refuses make its total differ from the one the buyer
 * was shown before: the cart before the buyer's e-mail was known (the storefront hands it
 * over with its shipping step), where a code already used with that e-mail still applied;
 * a signed-in customer's cart knew the customer from the start. A code the cart refused
 * already (unknown, inactive, under its minimum...) changes nothing: the checkout says
 * why, not a new total.
 */
function refusalChangesTotal(
  app: AppState,
  cart: CartRecord,
  chosen: {info: InfoValues; delivery: string} | null,
  email: string | null,
  now: {merchandiseCents: number; offers: DeliveryOffer[]},
): boolean {
  if (!email) return false;
  const {priced: shown} = priceStoredCart(app, app.catalogueCache.get(), cart, {
    includeShipping: chosen !== null,
    destination: chosen ? destinationOf(chosen.info) : null,
    deliveryHandle: chosen ? chosen.delivery || null : null,
    // No e-mail: '' (null would fall back on the cart's).
    email: '',
  });
  const shownOffers = checkoutOffers(shown);
  return (
    shown.merchandiseCents !== now.merchandiseCents ||
    shownOffers.length !== now.offers.length ||
    shownOffers.some((offer, i) => offer.priceCents !== now.offers[i].priceCents)
  );
}

/**
 * The cart priced for a checkout page: before the shopper's address is known (null:
 * no delivery), or to their address with the delivery option they chose (or the first).
 */
export function checkoutSummary(app: AppState, cart: CartRecord, chosen: {info: InfoValues; delivery: string} | null): CheckoutSummary {
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const email = chosen?.info.email || cart.buyerIdentity.email || null;
  const {lines, priced} = priceStoredCart(app, catalogue, cart, {
    includeShipping: chosen !== null,
    destination: chosen ? destinationOf(chosen.info) : null,
    deliveryHandle: chosen ? chosen.delivery || null : null,
    email,
  });
  const pricedLines = new Map(priced.lines.map((line) => [line.key, line]));
  const offers = checkoutOffers(priced);
  const refusedCodes = priced.codes.filter((status) => !status.applicable);
  return {
    priced,
    offers,
    quote: quoteOf(lines, priced),
    data: {
      subtotalCents: priced.subtotalCents,
      merchandiseCents: priced.merchandiseCents,
      discounts: priced.applied
        .filter((applied) => applied.targetType === 'LINE_ITEM' && applied.amountCents > 0)
        .map((applied) => ({label: `Code ${applied.code}`, cents: applied.amountCents})),
      refusedCodes: refusedCodes.map((status) => ({code: shownCode(status), message: refusedCodeMessage(status, email)})),
      refusedCodesChangeTotal: refusedCodes.length > 0 && refusalChangesTotal(app, cart, chosen, email, {merchandiseCents: priced.merchandiseCents, offers}),
      giftCards: priced.giftCards.map(({card}) => ({label: `•••• ${lastCharacters(card.code)}`, balanceCents: card.balanceCents})),
      lines: lines.map(({line, variant}) => {
        const product = catalogue.productsById.get(variant.productId);
        const image = variant.image ?? product?.images[0] ?? null;
        const pricedLine = pricedLines.get(line.id);
        return {
          title: product?.title ?? variant.title,
          variantTitle: product?.hasOnlyDefaultVariant ? null : variant.title,
          quantity: line.quantity,
          unitPriceCents: variant.priceCents,
          imageUrl: image ? views.imagePath(image) : null,
          totalCents: pricedLine?.totalCents ?? variant.priceCents * line.quantity,
          discount: pricedLine?.volume ? {title: pricedLine.volume.title, cents: pricedLine.volume.amountCents} : null,
        };
      }),
    },
  };
}
