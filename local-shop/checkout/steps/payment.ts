// « Passer la commande », first: the payment method. Checked against the delivery options
// offered for the address; nothing to choose when gift cards pay for everything.

import {coveredByGiftCards} from '../../pricing/index.ts';
import {type InfoValues, PAYMENT_METHODS, type PaymentMethodOption, type PaymentValues, validatePayment} from '../form.ts';
import type {CheckoutRequest, Refusal} from '../session.ts';
import {checkoutSummary} from '../summary.ts';

export type PaymentChoice = {ok: true; method: PaymentMethodOption} | {ok: false; refusal: Refusal};

export function choosePayment({app, cart}: CheckoutRequest, info: InfoValues, payment: PaymentValues): PaymentChoice {
  const {offers, priced} = checkoutSummary(app, cart, {info, delivery: payment.delivery});
  // Nothing left to pay once gift cards cover the order: no payment method to choose.
  if (coveredByGiftCards(priced, payment.delivery) && payment.payment === '') payment.payment = 'bank-transfer';
  const errors = validatePayment(payment, offers, info);
  if (Object.keys(errors).length > 0) return {ok: false, refusal: {status: 422, errors, problem: null}};
  const method = PAYMENT_METHODS.find((candidate) => candidate.value === payment.payment);
  if (!method) throw new Error('payment method checked above');
  return {ok: true, method};
}
