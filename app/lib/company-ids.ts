// Company identifiers a professional buyer gives (invoice payment, company accounts):
// the SIRET (14 digits: the SIREN of the company + 5 digits of the establishment) and the
// intra-EU VAT number. Checked for typing mistakes with their own keys, with French
// messages; the same rules on the storefront and in the local shop's checkout.

/** Luhn's check (ISO/IEC 7812): card numbers, SIREN and SIRET. Digits only. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces, dots and dashes people type in identifiers, dropped. */
export function compactId(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, '').toUpperCase();
}

/** La Poste's SIREN: its establishments' SIRETs are numbered so that their digits add up to a multiple of 5, not by Luhn. */
export const LA_POSTE_SIREN = '356000000';

export const COMPANY_ID_MESSAGES = {
  siretRequired: 'Le numéro SIRET est obligatoire pour le paiement sur facture',
  siretLength: 'Le numéro SIRET doit comporter 14 chiffres',
  siretInvalid: 'Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres',
  sirenLength: 'Le numéro SIREN doit comporter 9 chiffres',
  sirenInvalid: 'Ce numéro SIREN n’existe pas : vérifiez les 9 chiffres',
  vatFormat: 'Numéro de TVA intracommunautaire invalide : deux lettres du pays puis le numéro (par exemple FR65 912 345 675)',
  vatCountry: 'Ce préfixe n’est pas celui d’un pays de l’Union européenne',
  vatFrKey: 'Ce numéro de TVA français ne correspond pas à son SIREN : vérifiez la clé (les 2 caractères après FR) et les 9 chiffres',
} as const;

/** A SIREN (9 digits, Luhn), or why not. Null when valid. */
export function sirenError(value: string): string | null {
  const siren = compactId(value);
  if (!/^\d{9}$/.test(siren)) return COMPANY_ID_MESSAGES.sirenLength;
  return passesLuhn(siren) ? null : COMPANY_ID_MESSAGES.sirenInvalid;
}

/**
 * A SIRET (14 digits, Luhn over all of them; La Poste's establishments, SIREN 356000000,
 * by the sum of their digits, a multiple of 5), or why not. Null when valid; an empty
 * value is the caller's business (required or not).
 */
export function siretError(value: string): string | null {
  const siret = compactId(value);
  if (!/^\d{14}$/.test(siret)) return COMPANY_ID_MESSAGES.siretLength;
  if (passesLuhn(siret)) return null;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    if (sum % 5 === 0) return null;
  }
  return COMPANY_ID_MESSAGES.siretInvalid;
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** The French VAT number of a SIREN: 'FR65912345675'. */
export function frenchVatNumber(siren: string): string {
  const digits = compactId(siren);
  return `FR${frenchVatKey(digits)}${digits}`;
}

/**
 * The shape of each EU member state's VAT number after its prefix (Greece is EL,
 * Northern Ireland XI), as the European Commission's VIES describes them. A format
 * check only: the number's existence is VIES's to confirm.
 */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/**
 * An intra-EU VAT number, or why not (null when valid). French numbers are checked with
 * their key when it is made of digits (a key with letters, given to some companies
 * without a SIREN-based key, is checked for its shape only); other countries for their
 * shape. An empty value is the caller's business.
 */
export function vatNumberError(value: string): string | null {
  const vat = compactId(value);
  const match = /^([A-Z]{2})([A-Z0-9+*]{2,13})$/.exec(vat);
  if (!match) return COMPANY_ID_MESSAGES.vatFormat;
  const [, country, rest] = match;
  const format = EU_VAT_FORMATS[country];
  if (!format) return COMPANY_ID_MESSAGES.vatCountry;
  if (!format.test(rest)) return COMPANY_ID_MESSAGES.vatFormat;
  if (country === 'FR' && /^\d{2}/.test(rest) && rest.slice(0, 2) !== frenchVatKey(rest.slice(2))) return COMPANY_ID_MESSAGES.vatFrKey;
  return null;
}
