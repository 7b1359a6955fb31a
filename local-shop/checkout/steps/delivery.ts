// Step 2, « Livraison et paiement »: the delivery option and the payment method, with the
// order summary. « Recalculer le total » shows the page again (the totals without
// JavaScript); « Passer la commande » goes through the order's stages: payment
// (payment.ts) → the bank's authentication when the card asks for it
// (authentication.ts) → the order placed at the price confirmed (place-order.ts) →
// confirmation (confirmation.ts), or the storefront's failure page for a refused card.
// A stage that refuses brings this page back with its errors.

import {sendPage} from '../../http/pages.ts';
import {html, redirect} from '../../http/util.ts';
import {type CardValues, readCard} from '../../payments/card.ts';
import {chargeOf, readQuote, signQuote} from '../../pricing/index.ts';
import {checkoutPath, paymentFailedUrl} from '../../urls.ts';
import {AUTHENTICATION_STEP, startAuthentication} from '../card-authentication.ts';
import {keepRefusal, takeRefusal} from '../refusal-flash.ts';
import {type InfoValues, PAYMENT_FIELDS, type PaymentValues, readPayment} from '../form.ts';
import {type CheckoutRequest, type CheckoutStep, type Refusal, emptyCartPage, savedInformation} from '../session.ts';
import {checkoutSummary} from '../summary.ts';
import {DELIVERY_SCRIPT, deliveryPage} from '../view.ts';
import {confirmOrder} from './confirmation.ts';
import {choosePayment} from './payment.ts';
import {companyFromCartAttributes} from '../../shared-rules.ts';
import {type Placement, currentPriceChange, placeOrder, placementRefusal, priceChangeNotice} from './place-order.ts';

export const INFORMATION_STEP = 'informations';
export const DELIVERY_STEP = 'livraison';

/**
 * A refused « Passer la commande » (or the authentication's answer): the refusal kept for
 * the delivery page, and the browser sent there (303), so that Back and reload never
 * send the form again. What was chosen is saved on the cart already; the card is typed again.
 */
export function refuseToDeliveryPage(checkout: CheckoutRequest, refusal: Refusal): void {
  keepRefusal(checkout.app.carts, checkout.cart, DELIVERY_STEP, {errors: refusal.errors, problem: refusal.problem, values: null});
  redirect(checkout.response, 303, checkoutPath(checkout.cart, DELIVERY_STEP));
}

/** The delivery page (answers GET only: a refused form comes back through refuseToDeliveryPage). */
function sendDeliveryPage(checkout: CheckoutRequest, info: InfoValues, payment: PaymentValues, refusal: Refusal | null): void {
  const {app, response, cart, frame} = checkout;
  const state = checkoutSummary(app, cart, {info, delivery: payment.delivery});
  const chosen = state.offers.some((offer) => offer.handle === payment.delivery) ? payment : {...payment, delivery: state.offers[0]?.handle ?? ''};
  const failed = refusal !== null && (Object.keys(refusal.errors).length > 0 || refusal.problem !== null);
  sendPage(response, app, {
    title: `${failed ? 'Erreur – ' : ''}Livraison et paiement`,
    body: deliveryPage(
      {...frame, ...state.data, infoUrl: checkoutPath(cart, INFORMATION_STEP), quote: signQuote(app.secret, cart.token, state.quote)},
      info,
      state.offers,
      failed ? payment : chosen,
      refusal?.errors ?? {},
      refusal?.problem ?? null,
    ),
    script: DELIVERY_SCRIPT,
  });
}

/** The payment values saved on the cart by this page, for the authentication's answer. */
export function savedPayment(checkout: CheckoutRequest): PaymentValues {
  const saved = checkout.cart.checkout;
  return Object.fromEntries(PAYMENT_FIELDS.map((field) => [field, saved[field] ?? ''])) as PaymentValues;
}

/**
 * The invoice fields a company account's storefront handed over in the cart's
 * attributes (app/lib/company: company name, SIRET, VAT number), where this page saved
 * none: what the buyer typed here wins.
 */
export function withHandedCompany(payment: PaymentValues, attributes: readonly {key: string; value: string | null}[]): PaymentValues {
  const company = companyFromCartAttributes(attributes);
  return {
    ...payment,
    invoiceCompany: payment.invoiceCompany || company.name,
    siret: payment.siret || company.siret,
    vatNumber: payment.vatNumber || company.vatNumber,
  };
}

/**
 * The end of an attempt: the confirmation, the storefront's failure page for a refused
 * card (the cart stays as it was, for a retry), or why the page comes back.
 */
export function finishPlacement(checkout: CheckoutRequest, placed: Placement): Refusal | null {
  if (placed.ok) {
    confirmOrder(checkout.app, checkout.response, placed.order);
    return null;
  }
  if (placed.reason === 'payment') {
    redirect(checkout.response, 303, paymentFailedUrl(checkout.app.storefrontUrl, placed.outcome));
    return null;
  }
  const refusal = placementRefusal(checkout, placed);
  if (refusal !== 'empty') return refusal;
  emptyCartPage(checkout.app, checkout.response);
  return null;
}

const STALE_PAGE = html`<p>Cette page de paiement n’est plus à jour. Vérifiez le récapitulatif ci-contre, puis confirmez à nouveau votre commande. Aucune commande n’a été passée.</p>`;

/** « Passer la commande »: null once answered (the confirmation, the bank's page, the failure page, the empty-cart page); otherwise why not. */
function submitOrder(checkout: CheckoutRequest, info: InfoValues, payment: PaymentValues, card: CardValues, quoteText: string | null): Refusal | null {
  const {app, cart} = checkout;
  const confirmed = readQuote(app.secret, cart.token, quoteText);
  const summary = checkoutSummary(app, cart, {info, delivery: payment.delivery});
  const choice = choosePayment(summary, info, payment, card);
  if (!confirmed) return {errors: choice.ok ? {} : choice.refusal.errors, problem: STALE_PAGE};
  // The price may have changed too: the page that comes back says so with its errors (a
  // delivery option the page did not offer is a field error, not a change of price).
  const change = chargeOf(confirmed, payment.delivery) ? currentPriceChange(checkout, info, payment.delivery, confirmed) : null;
  if (!choice.ok) return change ? {...choice.refusal, problem: priceChangeNotice(change)} : choice.refusal;
  const due = chargeOf(confirmed, payment.delivery)?.dueCents ?? 0;
  if (choice.outcome === 'requires_authentication' && choice.plan.card && due > 0) {
    if (change) return {errors: {}, problem: priceChangeNotice(change)};
    startAuthentication(app.carts, cart, {card: choice.plan.card, quote: quoteText as string, delivery: payment.delivery, amountCents: due});
    redirect(checkout.response, 303, checkoutPath(cart, AUTHENTICATION_STEP));
    return null;
  }
  return finishPlacement(checkout, placeOrder(checkout, info, payment, choice.plan, confirmed));
}

export const deliveryStep: CheckoutStep = {
  name: DELIVERY_STEP,

  show(checkout) {
    const info = savedInformation(checkout);
    if (!info) {
      redirect(checkout.response, 303, checkoutPath(checkout.cart, INFORMATION_STEP));
      return;
    }
    const saved = savedPayment(checkout);
    const refusal = takeRefusal(checkout.app.carts, checkout.cart, DELIVERY_STEP);
    if (refusal) {
      // Why the form was refused, with what was chosen then (saved on the cart).
      sendDeliveryPage(checkout, info, saved, refusal);
      return;
    }
    // The option chosen here before, else the one chosen on the cart (cartSelectedDeliveryOptionsUpdate).
    sendDeliveryPage(checkout, info, withHandedCompany({...saved, delivery: saved.delivery || checkout.cart.deliveryOption || ''}, checkout.cart.attributes), null);
  },

  submit(checkout, form) {
    const info = savedInformation(checkout);
    if (!info) {
      redirect(checkout.response, 303, checkoutPath(checkout.cart, INFORMATION_STEP));
      return;
    }
    const payment = readPayment(form);
    const card = readCard(form);
    // What is saved between pages: the choices, never a card's details.
    checkout.app.carts.saveCheckoutDraft(checkout.cart, {...checkout.cart.checkout, ...payment});
    if (form.get('action') !== 'commander') {
      // « Recalculer le total » (without JavaScript): the page again, with the choices saved.
      redirect(checkout.response, 303, checkoutPath(checkout.cart, DELIVERY_STEP));
      return;
    }
    const refusal = submitOrder(checkout, info, payment, card, form.get('quote'));
    if (refusal) refuseToDeliveryPage(checkout, refusal);
  },
};
