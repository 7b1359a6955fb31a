// Payment failures of SPEC.md section 8 (/commande-echouee?error=…): the message for
// each `error` value the hosted checkout sends back.

export const PAYMENT_ERRORS = {
  payment_failed: "Le paiement n'a pas pu être traité",
  card_declined: 'Votre carte bancaire a été refusée',
  insufficient_funds: 'Fonds insuffisants sur votre compte',
  network_error: 'Erreur de connexion réseau',
  general: "Une erreur inattendue s'est produite",
} as const;

export type PaymentError = keyof typeof PAYMENT_ERRORS;

/** No parameter means payment_failed; an unknown value means general. */
export function paymentError(value: string | null | undefined): PaymentError {
  if (value === null || value === undefined || value.trim() === '') return 'payment_failed';
  const key = value.trim().toLowerCase();
  return key in PAYMENT_ERRORS ? (key as PaymentError) : 'general';
}
