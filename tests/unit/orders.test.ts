import {describe, expect, it} from 'vitest';
import {statusLabel, statusTone} from '../../app/lib/account/order-status.ts';
import {paymentError, PAYMENT_ERRORS} from '../../app/lib/checkout/payment-errors.ts';

describe('payment failure messages (SPEC.md sections 4 and 8)', () => {
  it('defaults to payment_failed and maps unknown values to general', () => {
    expect(paymentError(null)).toBe('payment_failed');
    expect(paymentError('')).toBe('payment_failed');
    expect(paymentError('card_declined')).toBe('card_declined');
    expect(paymentError('INSUFFICIENT_FUNDS')).toBe('insufficient_funds');
    expect(paymentError('network_error')).toBe('network_error');
    expect(paymentError('general')).toBe('general');
    expect(paymentError('<script>')).toBe('general');
  });

  it('has the five French messages', () => {
    expect(PAYMENT_ERRORS.payment_failed).toBe("Le paiement n'a pas pu être traité");
    expect(PAYMENT_ERRORS.card_declined).toBe('Votre carte bancaire a été refusée');
    expect(PAYMENT_ERRORS.insufficient_funds).toBe('Fonds insuffisants sur votre compte');
    expect(PAYMENT_ERRORS.network_error).toBe('Erreur de connexion réseau');
    expect(PAYMENT_ERRORS.general).toBe("Une erreur inattendue s'est produite");
  });
});

describe('order status badges', () => {
  it('colours paid/fulfilled green, pending/unfulfilled yellow, cancelled/refunded red, else grey', () => {
    expect(statusTone('PAID')).toBe('green');
    expect(statusTone('FULFILLED')).toBe('green');
    expect(statusTone('PENDING')).toBe('yellow');
    expect(statusTone('UNFULFILLED')).toBe('yellow');
    expect(statusTone('CANCELLED')).toBe('red');
    expect(statusTone('REFUNDED')).toBe('red');
    expect(statusTone('PARTIALLY_PAID')).toBe('grey');
    expect(statusTone(null)).toBe('grey');
  });

  it('labels statuses in French', () => {
    expect(statusLabel('PENDING')).toBe('En attente de paiement');
    expect(statusLabel('FULFILLED')).toBe('Expédiée');
    expect(statusLabel(undefined)).toBe('Inconnu');
  });
});
