// Server-side validation of the checkout's steps, with French messages. What the
// shopper typed is always returned so that the page can show it again (the card's own
// fields are payments/card.ts's).

import type {DeliveryOffer} from '../pricing/index.ts';
import {
  COMPANY_ID_MESSAGES,
  COUNTRIES,
  MAX_LENGTHS,
  MESSAGES,
  countryByCode,
  isEmail,
  isPhone,
  siretError,
  tooLongMessage,
  vatNumberError,
} from '../shared-rules.ts';

export const INFO_FIELDS = ['email', 'phone', 'firstName', 'lastName', 'company', 'address1', 'address2', 'zip', 'city', 'country'] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
export type InfoValues = Record<InfoField, string>;

export const PAYMENT_FIELDS = ['delivery', 'payment', 'invoiceCompany', 'siret', 'vatNumber'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Record<PaymentField, string>;

export type Errors<F extends string> = Partial<Record<F, string>>;

export const PAYMENT_METHODS = [
  {
    value: 'card',
    title: 'Carte bancaire',
    description: 'Visa, Mastercard ou American Express. Votre banque peut vous demander de confirmer le paiement.',
  },
  {
    value: 'bank-transfer',
    title: 'Virement bancaire',
    description: 'Nos coordonnées bancaires (IBAN, BIC) et la référence à indiquer vous sont données après la commande. Elle est expédiée dès réception du virement.',
  },
  {
    value: 'invoice-30-days',
    title: 'Paiement à 30 jours sur facture (professionnels)',
    description: 'Réservé aux entreprises : raison sociale et numéro SIRET obligatoires. La facture est payable à 30 jours.',
  },
] as const;

export type PaymentMethodOption = (typeof PAYMENT_METHODS)[number];
export type PaymentMethod = PaymentMethodOption['value'];

function text(form: URLSearchParams, name: string): string {
  // Control characters have no place in an address: they are dropped.
  // eslint-disable-next-line no-control-regex
  return (form.get(name) ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

function length(value: string): number {
  return [...value].length;
}

export function readInfo(form: URLSearchParams): InfoValues {
  const values = Object.fromEntries(INFO_FIELDS.map((field) => [field, text(form, field)])) as InfoValues;
  values.country = values.country.toUpperCase();
  return values;
}

export function readPayment(form: URLSearchParams): PaymentValues {
  return Object.fromEntries(PAYMENT_FIELDS.map((field) => [field, text(form, field)])) as PaymentValues;
}

/** Postal code as stored: French and other all-digit codes without spaces. */
export function normalizeZip(zip: string, country: string): string {
  const compact = zip.replace(/\s+/g, '');
  return country === 'NL' ? zip.replace(/\s+/g, ' ').toUpperCase() : compact.toUpperCase();
}

export function validateInfo(values: InfoValues): Errors<InfoField> {
  const errors: Errors<InfoField> = {};
  const add = (field: InfoField, message: string) => {
    errors[field] ??= message;
  };
  const required = (field: InfoField, message: string, max: number) => {
    if (values[field] === '') add(field, message);
    else if (length(values[field]) > max) add(field, tooLongMessage(max));
  };
  if (values.email === '') add('email', MESSAGES.emailAddressRequired);
  else if (length(values.email) > MAX_LENGTHS.email) add('email', tooLongMessage(MAX_LENGTHS.email));
  else if (!isEmail(values.email)) add('email', MESSAGES.emailInvalid);
  if (values.phone !== '') {
    if (length(values.phone) > MAX_LENGTHS.phone) add('phone', tooLongMessage(MAX_LENGTHS.phone));
    else if (!isPhone(values.phone)) add('phone', MESSAGES.phoneInvalid);
  }
  required('firstName', MESSAGES.firstNameRequired, MAX_LENGTHS.name);
  required('lastName', MESSAGES.lastNameRequired, MAX_LENGTHS.name);
  if (length(values.company) > MAX_LENGTHS.company) add('company', tooLongMessage(MAX_LENGTHS.company));
  required('address1', MESSAGES.addressRequired, MAX_LENGTHS.address);
  if (length(values.address2) > MAX_LENGTHS.address) add('address2', tooLongMessage(MAX_LENGTHS.address));
  const country = countryByCode(values.country);
  if (values.country === '') add('country', MESSAGES.countryRequired);
  else if (!country) add('country', 'Nous ne livrons pas dans ce pays');
  if (values.zip === '') add('zip', MESSAGES.postalCodeRequired);
  else if (length(values.zip) > MAX_LENGTHS.postalCode) add('zip', tooLongMessage(MAX_LENGTHS.postalCode));
  else if (country && !country.zip.test(normalizeZip(values.zip, country.isoCode))) {
    add('zip', country.isoCode === 'FR' ? MESSAGES.postalCodeInvalidFr : `Code postal invalide pour ce pays (${country.name})`);
  }
  required('city', MESSAGES.cityRequired, MAX_LENGTHS.city);
  return errors;
}

export function validatePayment(values: PaymentValues, offers: readonly DeliveryOffer[], info: InfoValues): Errors<PaymentField> {
  const errors: Errors<PaymentField> = {};
  if (values.delivery === '') errors.delivery = 'Choisissez un mode de livraison';
  else if (!offers.some((offer) => offer.handle === values.delivery)) {
    errors.delivery =
      values.delivery === 'same-day-paris'
        ? 'La livraison le jour même est réservée aux adresses de Paris (codes postaux 75xxx)'
        : "Ce mode de livraison n’est pas disponible pour cette adresse";
  }
  if (values.payment === '') errors.payment = 'Choisissez un moyen de paiement';
  else if (!PAYMENT_METHODS.some((method) => method.value === values.payment)) errors.payment = "Ce moyen de paiement n’est pas proposé";
  if (values.payment === 'invoice-30-days') {
    const company = values.invoiceCompany || info.company;
    if (company === '') errors.invoiceCompany = 'La raison sociale est obligatoire pour le paiement sur facture';
    else if (length(company) > MAX_LENGTHS.company) errors.invoiceCompany = tooLongMessage(MAX_LENGTHS.company);
    if (values.siret === '') errors.siret = COMPANY_ID_MESSAGES.siretRequired;
    else errors.siret = siretError(values.siret) ?? undefined;
    if (values.vatNumber !== '') errors.vatNumber = vatNumberError(values.vatNumber) ?? undefined;
  }
  for (const field of PAYMENT_FIELDS) if (errors[field] === undefined) delete errors[field];
  return errors;
}

export function countryName(code: string): string {
  return countryByCode(code)?.name ?? code;
}

export {COUNTRIES};
