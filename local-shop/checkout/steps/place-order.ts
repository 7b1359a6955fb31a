// « Passer la commande », then: the order placed in one transaction (stock, prices, codes
// and gift card balances read again at that moment and compared with the total the
// buyer confirmed, the payment taken, the confirmation e-mail written), with what the
// confirmation shows about the delivery and the payment; or why it could not be.

import {bankAccount} from '../../config.ts';
import {html} from '../../http/util.ts';
import {formatEuros} from '../../money.ts';
import {type CardSummary, cardLabel} from '../../payments/card.ts';
import type {SandboxOutcome} from '../../payments/sandbox.ts';
import {type PriceChange, type Quote, priceChange, priceOrder} from '../../pricing/index.ts';
import {compactId} from '../../shared-rules.ts';
import type {OrderPricing, OrderRecord, PlaceOrderResult} from '../../store/orders.ts';
import {storefrontCartUrl} from '../../urls.ts';
import {type InfoValues, type PaymentMethodOption, type PaymentValues, countryName} from '../form.ts';
import {orderConfirmationEmail} from '../order-email.ts';
import type {CheckoutRequest, Refusal} from '../session.ts';
import {destinationOf} from '../summary.ts';

/** Thrown inside the order's transaction when its price is no longer the one confirmed: nothing is written. */
class PriceChanged extends Error {
  readonly change: PriceChange;

  constructor(change: PriceChange) {
    super('price changed');
    this.change = change;
  }
}

type Refused = Exclude<SandboxOutcome, 'succeeded' | 'requires_authentication'>;

/** Thrown inside the order's transaction when the card is refused: nothing is written. */
class PaymentRefused extends Error {
  readonly outcome: Refused;

  constructor(outcome: Refused) {
    super('payment refused');
    this.outcome = outcome;
  }
}

/** How the order is paid: the method, and for a card what the provider answers for it. */
export interface PaymentPlan {
  method: PaymentMethodOption;
  /** The card that pays (brand and last four digits only) */
  card: CardSummary | null;
  /** The provider's answer for the card, asked only when something is left to pay */
  charge: (() => SandboxOutcome) | null;
}

export type Placement =
  | PlaceOrderResult
  | {ok: false; reason: 'changed'; change: PriceChange}
  | {ok: false; reason: 'payment'; outcome: Refused};

/** The price of the order now, against the quote confirmed: null when the same. */
export function currentPriceChange({app, cart}: CheckoutRequest, info: InfoValues, deliveryHandle: string, confirmed: Quote): PriceChange | null {
  const catalogue = app.catalogueCache.get();
  // The catalogue's prices, as the page used them (the order reads them again in its transaction).
  const now = priceOrder(app, catalogue, cart, {destination: destinationOf(info), deliveryHandle, email: info.email}, new Map());
  return priceChange(confirmed, now.quote, deliveryHandle, {codes: now.codes, title: (id) => titleOf(app, id)});
}

function titleOf(app: CheckoutRequest['app'], variantId: number): string {
  const catalogue = app.catalogueCache.get();
  const variant = catalogue.variantsById.get(variantId);
  const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
  if (!product || !variant) return `article ${variantId}`;
  return product.hasOnlyDefaultVariant ? product.title : `${product.title} (${variant.title})`;
}

export function placeOrder(checkout: CheckoutRequest, info: InfoValues, payment: PaymentValues, plan: PaymentPlan, confirmed: Quote): Placement {
  const {app, cart} = checkout;
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const invoice = plan.method.value === 'invoice-30-days';
  try {
    // One transaction for the order and its e-mail: never one without the other.
    return app.store.transaction((): PlaceOrderResult => {
      const result = app.orders.place(cart, app.carts, catalogue, {
        details: {
          email: info.email,
          phone: info.phone || null,
          shippingAddress: {
            firstName: info.firstName,
            lastName: info.lastName,
            company: info.company || null,
            address1: info.address1,
            address2: info.address2 || null,
            zip: info.zip,
            city: info.city,
            countryCode: info.country,
            country: countryName(info.country),
            phone: info.phone || null,
          },
          paymentMethod: plan.method.value,
          card: plan.card,
          company: invoice ? payment.invoiceCompany || info.company : info.company || null,
          siret: invoice ? compactId(payment.siret) : null,
          vatNumber: invoice && payment.vatNumber ? compactId(payment.vatNumber) : null,
          customerId: cart.customerId ?? app.customers.byEmail(info.email)?.id ?? null,
        },
        price: (prices) => {
          const now = priceOrder(app, catalogue, cart, {destination: destinationOf(info), deliveryHandle: payment.delivery, email: info.email}, prices);
          if (!now.pricing) return null;
          const change = priceChange(confirmed, now.quote, payment.delivery, {codes: now.codes, title: (id) => titleOf(app, id)});
          if (change) throw new PriceChanged(change);
          return now.pricing;
        },
        pay: (dueCents) => {
          if (dueCents === 0 || !plan.charge) return;
          const outcome = plan.charge();
          // A card that asks for authentication is charged only once the buyer's bank said yes (steps/authentication.ts).
          if (outcome === 'requires_authentication') throw new Error('Paiement par carte sans authentification de la banque');
          if (outcome !== 'succeeded') throw new PaymentRefused(outcome);
        },
        imagePath: (variantId) => {
          const variant = catalogue.variantsById.get(variantId);
          const image = variant?.image ?? (variant ? catalogue.productsById.get(variant.productId)?.images[0] : undefined);
          return image ? views.imagePath(image) : null;
        },
        attributes: (order) => orderAttributes(order, info, payment, plan),
      });
      if (result.ok && result.created) app.outbox.add(orderConfirmationEmail(result.order, app));
      return result;
    });
  } catch (error) {
    if (error instanceof PriceChanged) return {ok: false, reason: 'changed', change: error.change};
    if (error instanceof PaymentRefused) return {ok: false, reason: 'payment', outcome: error.outcome};
    throw error;
  }
}

/** What the order's confirmation lists about its delivery and payment (the order's custom attributes). */
function orderAttributes({number, pricing}: {number: number; pricing: OrderPricing}, info: InfoValues, payment: PaymentValues, plan: PaymentPlan): OrderRecord['attributes'] {
  const bank = bankAccount();
  const giftCardCents = pricing.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const due = pricing.totalCents - giftCardCents;
  const method = plan.method.value;
  return [
    {key: 'Livraison', value: pricing.delivery.title},
    {key: 'Délai de livraison', value: pricing.delivery.description},
    {key: 'Paiement', value: due === 0 ? 'Carte cadeau' : method === 'card' && plan.card ? `${plan.method.title} (${cardLabel(plan.card)})` : plan.method.title},
    ...(pricing.discountCodes.length > 0 ? [{key: 'Codes de réduction', value: pricing.discountCodes.join(', ')}] : []),
    ...pricing.giftCards.map((card) => ({key: `Carte cadeau •••• ${card.lastCharacters}`, value: formatEuros(card.amountCents)})),
    ...(giftCardCents > 0 ? [{key: method === 'card' && due > 0 ? 'Payé par carte bancaire' : 'Reste à payer', value: formatEuros(due)}] : []),
    ...(due === 0 || method === 'card'
      ? []
      : method === 'bank-transfer'
        ? [
            {key: 'Référence du virement', value: `#${number}`},
            {key: 'Titulaire du compte', value: bank.holder},
            {key: 'IBAN', value: bank.iban},
            {key: 'BIC', value: bank.bic},
          ]
        : [
            {key: 'Raison sociale', value: payment.invoiceCompany || info.company},
            {key: 'SIRET', value: compactId(payment.siret)},
            ...(payment.vatNumber ? [{key: 'N° de TVA intracommunautaire', value: compactId(payment.vatNumber)}] : []),
            {key: 'Échéance', value: 'Facture payable à 30 jours'},
          ]),
  ];
}

/** The notice of a price that changed: the reasons, the new total, and that nothing was ordered. */
export function priceChangeNotice(change: PriceChange) {
  const before = change.before;
  const after = change.after;
  const total =
    before && after && before.dueCents !== after.dueCents
      ? html`<p><strong>Le montant à payer est passé de ${formatEuros(before.dueCents)} à ${formatEuros(after.dueCents)}.</strong></p>`
      : after
        ? html`<p><strong>Nouveau montant à payer : ${formatEuros(after.dueCents)}.</strong></p>`
        : '';
  return html`<p>Le prix de votre commande a changé depuis l’affichage de cette page :</p><ul>${change.reasons.map((reason) => html`<li>${reason}</li>`)}</ul>${total}<p>Aucune commande n’a été passée et rien n’a été débité. Vérifiez le récapitulatif mis à jour puis confirmez à nouveau.</p>`;
}

/** Why the order was not placed, shown on the delivery and payment page (an empty cart has its own page; a refused card, the storefront's). */
export function placementRefusal({app}: CheckoutRequest, result: Exclude<Placement, {ok: true} | {reason: 'payment'}>): Refusal | 'empty' {
  if (result.reason === 'changed') return {errors: {}, problem: priceChangeNotice(result.change)};
  if (result.reason === 'stock') {
    const cartUrl = storefrontCartUrl(app.storefrontUrl);
    const problem = html`<p>Le stock a changé depuis l’ajout au panier :</p><ul>${result.shortages.map(
      (item) =>
        html`<li>${item.title} : ${item.wanted} demandé${item.wanted > 1 ? 's' : ''}, ${item.available === 0 ? 'plus aucun disponible' : `${item.available} disponible${item.available > 1 ? 's' : ''}`}</li>`,
    )}</ul><p>Aucune commande n’a été passée. <a href="${cartUrl}">Modifiez votre panier</a> puis revenez au paiement.</p>`;
    return {errors: {}, problem};
  }
  if (result.reason === 'delivery') {
    return {errors: {delivery: "Ce mode de livraison n’est pas disponible pour cette adresse"}, problem: null};
  }
  return 'empty';
}
