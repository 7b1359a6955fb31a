// The card form of the hosted checkout: what the buyer typed, checked on the server with
// French messages (number by Luhn and brand, expiry not past, CVC of the brand's length,
// holder). The number and the CVC live only in this request's memory: what is kept of a
// card is its brand and last four digits (decision 032).

import {passesLuhn} from '../shared-rules.ts';

export const CARD_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

export type CardBrand = 'visa' | 'mastercard' | 'amex';

export const BRAND_NAMES: Record<CardBrand, string> = {visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express'};

/** What is kept of a card: enough for the buyer to recognise it, never enough to use it. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

/** A card that passed the form's checks, for the payment provider only (never stored). */
export interface CheckedCard extends CardSummary {
  number: string;
}

export const CARD_MESSAGES = {
  numberRequired: 'Le numéro de carte est obligatoire',
  numberDigits: 'Le numéro de carte ne doit contenir que des chiffres',
  numberLength: 'Le numéro de carte comporte de 13 à 19 chiffres (15 pour American Express)',
  numberInvalid: 'Ce numéro de carte n’est pas valide : vérifiez-le',
  brandRefused: 'Nous acceptons les cartes Visa, Mastercard et American Express',
  expiryRequired: 'La date d’expiration est obligatoire',
  expiryFormat: 'Indiquez la date d’expiration au format MM/AA, par exemple 08/29',
  expiryPast: 'Cette carte est expirée : utilisez une carte en cours de validité',
  expiryTooFar: 'Cette date d’expiration est trop lointaine : vérifiez-la',
  cvcRequired: 'Le code de sécurité est obligatoire',
  cvcLength: 'Le code de sécurité comporte 3 chiffres, au dos de la carte',
  cvcLengthAmex: 'Le code de sécurité American Express comporte 4 chiffres, au recto de la carte',
  holderRequired: 'Le nom du titulaire de la carte est obligatoire',
  holderTooLong: 'Le nom du titulaire ne doit pas dépasser 100 caractères',
} as const;

/** The card's brand from its first digits (Visa 4; Mastercard 51-55 and 2221-2720; Amex 34, 37). */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const head = Number(digits.slice(0, 4));
  if (digits.length >= 4 && head >= 2221 && head <= 2720) return 'mastercard';
  return null;
}

/** The number as digits: spaces and dashes people type are dropped. */
export function cardDigits(value: string): string {
  return value.replace(/[\s\-\u00a0\u202f]/g, '');
}

/** « Visa •••• 4242 » */
export function cardLabel(card: CardSummary): string {
  return `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;
}

/** The form's card fields, trimmed. */
export function readCard(form: URLSearchParams): CardValues {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, (form.get(field) ?? '').trim().slice(0, 200)])) as CardValues;
}

/** MM/AA, MM/AAAA, MM-AA or MMAA → month and four-digit year; null when unreadable. */
export function parseExpiry(value: string): {month: number; year: number} | null {
  const match = /^(\d{1,2})\s*[/\-.]?\s*(\d{2}|\d{4})$/.exec(value.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return {month, year};
}

/**
 * Checks the card fields. A card is valid through the last day of its expiry month;
 * one more than 20 years ahead is a typing mistake.
 */
export function validateCard(values: CardValues, now = new Date()): {errors: Partial<Record<CardField, string>>; card: CheckedCard | null} {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(values.cardNumber);
  const brand = cardBrand(digits);
  if (digits === '') errors.cardNumber = CARD_MESSAGES.numberRequired;
  else if (!/^\d+$/.test(digits)) errors.cardNumber = CARD_MESSAGES.numberDigits;
  else if (digits.length < 13 || digits.length > 19 || (brand === 'amex' && digits.length !== 15)) errors.cardNumber = CARD_MESSAGES.numberLength;
  else if (!passesLuhn(digits)) errors.cardNumber = CARD_MESSAGES.numberInvalid;
  else if (!brand) errors.cardNumber = CARD_MESSAGES.brandRefused;

  if (values.cardExpiry === '') errors.cardExpiry = CARD_MESSAGES.expiryRequired;
  else {
    const expiry = parseExpiry(values.cardExpiry);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (!expiry) errors.cardExpiry = CARD_MESSAGES.expiryFormat;
    else if (expiry.year * 12 + expiry.month - 1 < current) errors.cardExpiry = CARD_MESSAGES.expiryPast;
    else if (expiry.year * 12 + expiry.month - 1 > current + 20 * 12) errors.cardExpiry = CARD_MESSAGES.expiryTooFar;
  }

  const cvc = values.cardCvc.replace(/\s/g, '');
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (cvc === '') errors.cardCvc = CARD_MESSAGES.cvcRequired;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.cardCvc = brand === 'amex' ? CARD_MESSAGES.cvcLengthAmex : CARD_MESSAGES.cvcLength;

  if (values.cardHolder === '') errors.cardHolder = CARD_MESSAGES.holderRequired;
  else if ([...values.cardHolder].length > 100) errors.cardHolder = CARD_MESSAGES.holderTooLong;

  const valid = Object.keys(errors).length === 0 && brand !== null;
  return {errors, card: valid ? {brand, last4: digits.slice(-4), number: digits} : null};
}
