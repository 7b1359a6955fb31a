// A professional buyer's company (issue 23): its name, SIRET and intra-EU VAT number, kept
// on the customer as Shopify keeps custom data — customer metafields (docs/decisions/060)
// — checked with the shop's one set of rules (company-ids.ts), French messages. Pure:
// the storefront's forms, the checkout's hand-over and the local shop share it.

import {compactId, siretError, vatNumberError} from '../company-ids.ts';
import {MAX_LENGTHS, fieldValue, tooLongMessage, type FieldErrors, type FormInput, type ValidationResult} from '../validation.ts';

export interface CompanyDetails {
  /** Raison sociale */
  name: string;
  /** 14 digits, compacted; '' when not given */
  siret: string;
  /** Intra-EU VAT number, compacted; '' when not given */
  vatNumber: string;
}

export type CompanyField = keyof CompanyDetails;
export const COMPANY_FIELDS: readonly CompanyField[] = ['name', 'siret', 'vatNumber'];

export const NO_COMPANY: CompanyDetails = {name: '', siret: '', vatNumber: ''};

/**
 * Where each field is kept: customer metafields of the `custom` namespace, single-line
 * text. On a real store the merchant defines them (Settings → Custom data → Customers)
 * with Customer Account API access « Read and write ».
 */
export const COMPANY_METAFIELD_NAMESPACE = 'custom';
export const COMPANY_METAFIELD_KEYS: Readonly<Record<CompanyField, string>> = {name: 'company_name', siret: 'siret', vatNumber: 'vat_number'};
export const COMPANY_METAFIELD_TYPE = 'single_line_text_field';
export const COMPANY_METAFIELD_IDENTIFIERS = COMPANY_FIELDS.map((field) => ({namespace: COMPANY_METAFIELD_NAMESPACE, key: COMPANY_METAFIELD_KEYS[field]}));

/**
 * The cart attributes that hand the company to the checkout (its invoice fields start
 * from them) and on to the order: the names the order's invoice attributes carry.
 */
export const COMPANY_CART_ATTRIBUTES: Readonly<Record<CompanyField, string>> = {
  name: 'Raison sociale',
  siret: 'SIRET',
  vatNumber: 'N° de TVA intracommunautaire',
};

export const COMPANY_MESSAGES = {
  nameRequired: 'La raison sociale est obligatoire pour un compte professionnel',
  siretRequired: 'Le numéro SIRET est obligatoire pour un compte professionnel',
  saveFailed: 'Impossible d’enregistrer les informations de l’entreprise.',
  notStored: 'Avec les comptes clients de cette boutique, les informations de l’entreprise ne peuvent pas être enregistrées depuis le site : saisissez-les au moment de payer sur facture, ou écrivez-nous pour que nous les ajoutions à votre compte.',
} as const;

/** Whether these details make a company buyer: a name and a SIRET. */
export function isCompany(details: CompanyDetails | null | undefined): details is CompanyDetails {
  return Boolean(details?.name && details.siret);
}

/** The values read from metafields (namespace, key, value), in any order, missing ones ''. */
export function companyFromMetafields(metafields: readonly ({key: string; namespace?: string; value: string} | null | undefined)[]): CompanyDetails {
  const value = (field: CompanyField) => metafields.find((entry) => entry && entry.key === COMPANY_METAFIELD_KEYS[field] && (entry.namespace ?? COMPANY_METAFIELD_NAMESPACE) === COMPANY_METAFIELD_NAMESPACE)?.value ?? '';
  return {name: value('name'), siret: value('siret'), vatNumber: value('vatNumber')};
}

/**
 * The company form checked: all empty is « not a company » (the details are removed);
 * otherwise name and SIRET are required, the SIRET by its key, the VAT number by its
 * shape and, for France, its key. Values come back compacted.
 */
export type CompanyFormField = 'companyName' | 'siret' | 'vatNumber';

export function validateCompany(input: FormInput): ValidationResult<CompanyDetails, CompanyFormField> {
  const name = fieldValue(input, 'companyName').trim().replace(/\s+/g, ' ');
  const siret = fieldValue(input, 'siret').trim();
  const vatNumber = fieldValue(input, 'vatNumber').trim();
  if (!name && !siret && !vatNumber) return {ok: true, data: NO_COMPANY};
  const errors: FieldErrors<CompanyFormField> = {};
  if (!name) errors.companyName = COMPANY_MESSAGES.nameRequired;
  else if ([...name].length > MAX_LENGTHS.company) errors.companyName = tooLongMessage(MAX_LENGTHS.company);
  if (!siret) errors.siret = COMPANY_MESSAGES.siretRequired;
  else if (siret.length > 30) errors.siret = tooLongMessage(30);
  else {
    const error = siretError(siret);
    if (error) errors.siret = error;
  }
  if (vatNumber) {
    const error = vatNumber.length > 30 ? tooLongMessage(30) : vatNumberError(vatNumber);
    if (error) errors.vatNumber = error;
  }
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {ok: true, data: {name, siret: compactId(siret), vatNumber: vatNumber ? compactId(vatNumber) : ''}};
}

/** The cart attributes for the checkout's invoice fields (empty ones left out). */
export function companyCartAttributes(company: CompanyDetails): {key: string; value: string}[] {
  return COMPANY_FIELDS.filter((field) => company[field]).map((field) => ({key: COMPANY_CART_ATTRIBUTES[field], value: company[field]}));
}

/** The company handed over in cart attributes, missing fields ''. */
export function companyFromCartAttributes(attributes: readonly {key: string; value?: string | null}[]): CompanyDetails {
  const value = (field: CompanyField) => attributes.find((attribute) => attribute.key === COMPANY_CART_ATTRIBUTES[field])?.value?.trim() ?? '';
  return {name: value('name'), siret: value('siret'), vatNumber: value('vatNumber')};
}
