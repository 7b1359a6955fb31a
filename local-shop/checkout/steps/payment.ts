// « Passer la commande », first: the payment method and its details. Checked against the
// delivery options offered for the address; the card's fields by payments/card.ts;
// nothing to choose when gift cards pay for everything.

import {type CardValues, validateCard} from '../../payments/card.ts';
import {type SandboxOutcome, sandboxOutcome} from '../../payments/sandbox.ts';
import {coveredByGiftCards} from '../../pricing/index.ts';
import {type InfoValues, PAYMENT_METHODS, type PaymentValues, validatePayment} from '../form.ts';
import type {Refusal} from '../session.ts';
import type {CheckoutSummary} from '../summary.ts';
import type {PaymentPlan} from './place-order.ts';

export type PaymentChoice = {ok: true; plan: PaymentPlan; outcome: SandboxOutcome | null} | {ok: false; refusal: Refusal};

/**
 * The payment chosen on the page, checked: the method, the invoice's company details, the
 * card's fields and what the sandbox answers for that card (asked once, here: the number
 * goes no further than this request).
 */
export function choosePayment(summary: CheckoutSummary, info: InfoValues, payment: PaymentValues, cardValues: CardValues): PaymentChoice {
  // Nothing left to pay once gift cards cover the order: no payment method to choose.
  if (coveredByGiftCards(summary.priced, payment.delivery)) payment.payment = 'bank-transfer';
  const errors: Refusal['errors'] = validatePayment(payment, summary.offers, info);
  const checked = payment.payment === 'card' ? validateCard(cardValues) : null;
  if (checked) Object.assign(errors, checked.errors);
  if (Object.keys(errors).length > 0) return {ok: false, refusal: {errors, problem: null}};
  const method = PAYMENT_METHODS.find((candidate) => candidate.value === payment.payment);
  if (!method) throw new Error('payment method checked above');
  const card = checked?.card ?? null;
  const outcome = card ? sandboxOutcome(card.number) : null;
  return {
    ok: true,
    outcome,
    plan: {method, card: card ? {brand: card.brand, last4: card.last4} : null, charge: outcome ? () => outcome : null},
  };
}
