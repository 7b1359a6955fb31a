// Step 2, « Livraison et paiement »: the delivery option and the payment method, with the
// order summary. « Recalculer le total » shows the page again (the totals without
// JavaScript); « Passer la commande » goes through the order's stages:
// payment (payment.ts) → place the order (place-order.ts) → confirmation (confirmation.ts).
// A stage that refuses brings this page back with its errors.

import {sendPage} from '../../http/pages.ts';
import {redirect} from '../../http/util.ts';
import {type InfoValues, type PaymentValues, readPayment} from '../form.ts';
import {type CheckoutRequest, type CheckoutStep, type Refusal, emptyCartPage, savedInformation} from '../session.ts';
import {checkoutSummary} from '../summary.ts';
import {checkoutPath} from '../../urls.ts';
import {DELIVERY_SCRIPT, deliveryPage} from '../view.ts';
import {confirmOrder} from './confirmation.ts';
import {choosePayment} from './payment.ts';
import {placeOrder, placementRefusal} from './place-order.ts';

function sendDeliveryPage(checkout: CheckoutRequest, info: InfoValues, payment: PaymentValues, refusal: Refusal | null = null): void {
  const {app, response, cart, frame} = checkout;
  const state = checkoutSummary(app, cart, {info, delivery: payment.delivery});
  const chosen = state.offers.some((offer) => offer.handle === payment.delivery) ? payment : {...payment, delivery: state.offers[0]?.handle ?? ''};
  const failed = refusal !== null && (Object.keys(refusal.errors).length > 0 || refusal.problem !== null);
  sendPage(response, app, {
    status: refusal?.status ?? 200,
    title: `${failed ? 'Erreur – ' : ''}Livraison et paiement`,
    body: deliveryPage({...frame, ...state.data, infoUrl: checkoutPath(cart)}, info, state.offers, failed ? payment : chosen, refusal?.errors ?? {}, refusal?.problem ?? null),
    script: DELIVERY_SCRIPT,
  });
}

/** « Passer la commande »: null once answered (the confirmation, or the empty-cart page); otherwise why not. */
function submitOrder(checkout: CheckoutRequest, info: InfoValues, payment: PaymentValues): Refusal | null {
  const choice = choosePayment(checkout, info, payment);
  if (!choice.ok) return choice.refusal;
  const placed = placeOrder(checkout, info, payment, choice.method);
  if (placed.ok) {
    confirmOrder(checkout.app, checkout.response, placed.order);
    return null;
  }
  const refusal = placementRefusal(checkout, placed);
  if (refusal !== 'empty') return refusal;
  emptyCartPage(checkout.app, checkout.response);
  return null;
}

export const deliveryStep: CheckoutStep = {
  name: 'livraison',

  show(checkout) {
    const info = savedInformation(checkout);
    if (!info) {
      redirect(checkout.response, 303, checkoutPath(checkout.cart));
      return;
    }
    const saved = checkout.cart.checkout;
    sendDeliveryPage(checkout, info, {
      // The option chosen here before, else the one chosen on the cart (cartSelectedDeliveryOptionsUpdate).
      delivery: saved.delivery ?? checkout.cart.deliveryOption ?? '',
      payment: saved.payment ?? '',
      invoiceCompany: saved.invoiceCompany ?? '',
      siret: saved.siret ?? '',
    });
  },

  submit(checkout, form) {
    const info = savedInformation(checkout);
    if (!info) {
      redirect(checkout.response, 303, checkoutPath(checkout.cart));
      return;
    }
    const payment = readPayment(form);
    checkout.app.carts.saveCheckoutDraft(checkout.cart, {...checkout.cart.checkout, ...payment});
    if (form.get('action') !== 'commander') {
      sendDeliveryPage(checkout, info, payment);
      return;
    }
    const refusal = submitOrder(checkout, info, payment);
    if (refusal) sendDeliveryPage(checkout, info, payment, refusal);
  },
};
