// The company and buyer a devis is made out to: a short form, checked by the storefront's
// server and again by the inbox that stores the quote. French messages; SIRET and VAT
// number by the shop's company-ids rules.

import {siretError, vatNumberError, compactId} from '../company-ids.ts';
import {MAX_LENGTHS, MESSAGES, fieldValue, isEmail, isPhone, tooLongMessage, type FieldErrors, type FormInput, type ValidationResult} from '../validation.ts';

export interface DevisBuyer {
  company: string;
  /** 14 digits, spaces dropped */
  siret: string;
  /** Optional intra-EU VAT number, compacted ('' when not given) */
  vatNumber: string;
  contact: string;
  email: string;
  phone: string;
}

export type DevisBuyerField = keyof DevisBuyer;

export const DEVIS_BUYER_FIELDS: readonly DevisBuyerField[] = ['company', 'siret', 'vatNumber', 'contact', 'email', 'phone'];

export const DEVIS_MESSAGES = {
  companyRequired: 'La raison sociale de l’entreprise est obligatoire',
  siretRequired: 'Le numéro SIRET est obligatoire pour établir un devis',
  contactRequired: 'Le nom de la personne à contacter est obligatoire',
  emptyCart: 'Votre panier est vide : ajoutez des articles avant de demander un devis.',
  failed: 'Le devis n’a pas pu être établi. Veuillez réessayer dans quelques instants.',
  notFound: 'Ce devis est introuvable. Vérifiez le lien reçu ou demandez un nouveau devis depuis votre panier.',
  expired: 'Ce devis n’est plus valable',
  cartFailed: 'Le panier n’a pas pu être recréé à partir de ce devis. Veuillez réessayer.',
} as const;

const MAX_LENGTH: Record<DevisBuyerField, number> = {
  company: MAX_LENGTHS.company,
  siret: 30,
  vatNumber: 30,
  contact: MAX_LENGTHS.name,
  email: MAX_LENGTHS.email,
  phone: MAX_LENGTHS.phone,
};

export function validateDevisBuyer(input: FormInput): ValidationResult<DevisBuyer> {
  const raw = Object.fromEntries(DEVIS_BUYER_FIELDS.map((field) => [field, fieldValue(input, field).trim()])) as Record<DevisBuyerField, string>;
  const errors: FieldErrors<DevisBuyerField> = {};
  for (const field of DEVIS_BUYER_FIELDS) {
    if ([...raw[field]].length > MAX_LENGTH[field]) errors[field] = tooLongMessage(MAX_LENGTH[field]);
  }
  if (!raw.company) errors.company = DEVIS_MESSAGES.companyRequired;
  if (!raw.siret) errors.siret = DEVIS_MESSAGES.siretRequired;
  else errors.siret ??= siretError(raw.siret) ?? undefined;
  if (raw.vatNumber) errors.vatNumber ??= vatNumberError(raw.vatNumber) ?? undefined;
  if (!raw.contact) errors.contact = DEVIS_MESSAGES.contactRequired;
  if (!raw.email) errors.email = MESSAGES.emailAddressRequired;
  else if (!isEmail(raw.email)) errors.email ??= MESSAGES.emailInvalid;
  if (raw.phone && !isPhone(raw.phone)) errors.phone ??= MESSAGES.phoneInvalid;
  for (const field of DEVIS_BUYER_FIELDS) if (errors[field] === undefined) delete errors[field];
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {
    ok: true,
    data: {...raw, siret: compactId(raw.siret), vatNumber: raw.vatNumber ? compactId(raw.vatNumber) : ''},
  };
}

/** '912 345 675 00017': a SIRET as it is printed. */
export function formatSiret(siret: string): string {
  const digits = compactId(siret);
  return /^\d{14}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}` : siret;
}
