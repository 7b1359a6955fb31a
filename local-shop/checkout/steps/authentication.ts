// The bank's authentication of a card that asks for it (3-D Secure), as a payment
// provider's sandbox shows it: « Authentification de votre banque », confirm or refuse.
// Confirmed: the order is placed at the price confirmed on the delivery page (checked
// again), paid by the card. Refused: the storefront's failure page (payment_failed), the
// cart as it was. Without a payment waiting, back to the delivery page.

import {sendPage} from '../../http/pages.ts';
import {redirect} from '../../http/util.ts';
import {cardLabel} from '../../payments/card.ts';
import {readQuote} from '../../pricing/index.ts';
import {checkoutPath, paymentFailedUrl} from '../../urls.ts';
import {AUTHENTICATION_STEP, endAuthentication, pendingAuthentication} from '../card-authentication.ts';
import {PAYMENT_METHODS} from '../form.ts';
import {type CheckoutStep, savedInformation} from '../session.ts';
import {authenticationPage} from '../view.ts';
import {finishPlacement, refuseToDeliveryPage, savedPayment} from './delivery.ts';
import {placeOrder} from './place-order.ts';

const CARD = PAYMENT_METHODS.find((method) => method.value === 'card');

export const authenticationStep: CheckoutStep = {
  name: AUTHENTICATION_STEP,

  show(checkout) {
    const {app, response, cart, frame} = checkout;
    const pending = pendingAuthentication(cart);
    if (!pending) {
      redirect(response, 303, checkoutPath(cart, 'livraison'));
      return;
    }
    sendPage(response, app, {
      title: 'Authentification de votre banque',
      body: authenticationPage({
        action: frame.action,
        csrf: frame.csrf,
        id: pending.id,
        amountCents: pending.amountCents,
        cardLabel: cardLabel(pending.card),
        cancelUrl: checkoutPath(cart, 'livraison'),
      }),
    });
  },

  submit(checkout, form) {
    const {app, response, cart} = checkout;
    const pending = pendingAuthentication(cart);
    const info = savedInformation(checkout);
    // An answer to a wait that is over (answered already, expired, replaced): the delivery page says what to do.
    if (!pending || pending.id !== form.get('authentication') || !info || !CARD) {
      redirect(response, 303, checkoutPath(cart, 'livraison'));
      return;
    }
    endAuthentication(app.carts, cart);
    if (form.get('decision') !== 'confirmer') {
      redirect(response, 303, paymentFailedUrl(app.storefrontUrl, 'payment_failed'));
      return;
    }
    const payment = {...savedPayment(checkout), payment: 'card', delivery: pending.delivery};
    const confirmed = readQuote(app.secret, cart.token, pending.quote);
    if (!confirmed) {
      redirect(response, 303, checkoutPath(cart, 'livraison'));
      return;
    }
    // The bank said yes: the sandbox charges the card.
    const placed = placeOrder(checkout, info, payment, {method: CARD, card: pending.card, charge: () => 'succeeded'}, confirmed);
    const refusal = finishPlacement(checkout, placed);
    if (refusal) refuseToDeliveryPage(checkout, refusal);
  },
};
