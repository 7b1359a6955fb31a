// The local shop's card payment provider: a sandbox, as a payment provider's test mode
// behaves. Documented test numbers decide what happens (README « Trying the local
// shop », decision 032); no real card is ever charged, and any other number is refused
// as a sandbox refuses real cards. Each failure maps to the storefront's
// /commande-echouee `error` value (SPEC.md section 4).

import type {PaymentError} from '../shared-rules.ts';
import type {CardBrand} from './card.ts';

export type SandboxOutcome = 'succeeded' | 'requires_authentication' | 'card_declined' | 'insufficient_funds' | 'network_error';

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
  /** What it is for, in the README's words */
  use: string;
}

/** Any expiry date to come and any CVC (3 digits, 4 for American Express) go with them. */
export const TEST_CARDS: readonly TestCard[] = [
  {number: '4242424242424242', brand: 'visa', outcome: 'succeeded', use: 'paiement accepté'},
  {number: '5555555555554444', brand: 'mastercard', outcome: 'succeeded', use: 'paiement accepté'},
  {number: '378282246310005', brand: 'amex', outcome: 'succeeded', use: 'paiement accepté (CVC à 4 chiffres)'},
  {number: '4000002760003184', brand: 'visa', outcome: 'requires_authentication', use: 'authentification de la banque demandée (3-D Secure), puis paiement accepté'},
  {number: '4000000000000002', brand: 'visa', outcome: 'card_declined', use: 'carte refusée'},
  {number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', use: 'fonds insuffisants'},
  {number: '4000000000000119', brand: 'visa', outcome: 'network_error', use: 'erreur réseau chez le prestataire de paiement'},
];

/** What the sandbox answers for a card number (digits only). */
export function sandboxOutcome(digits: string): SandboxOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'card_declined';
}

/** The storefront's /commande-echouee `error` for a failed payment. */
export function failureError(outcome: Exclude<SandboxOutcome, 'succeeded' | 'requires_authentication'>): PaymentError {
  return outcome;
}
