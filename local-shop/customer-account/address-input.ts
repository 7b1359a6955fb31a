// CustomerAddressInput (Customer Account API) checked with the codes of
// UserErrorsCustomerAddressUserErrorsCode and turned into the address book's fields, the
// same table the legacy API writes: territoryCode is the country, zoneCode the region.

import {countryCodeFromName, frenchCountryName} from '../country-names.ts';
import {countryByCode} from '../shared-rules.ts';
import type {Messages} from '../messages.ts';
import type {AddressRecord, AddressValues} from '../store/customers.ts';
import type {AccountMessages} from './messages.ts';

const MAX_FIELD = 255;
const HTML = /<[^>]*>/;

export interface AddressUserError {
  code: string;
  field: string[] | null;
  message: string;
}

/** Input field → the address book's field, and the label the messages use. */
const TEXT_FIELDS = {
  firstName: {column: 'firstName', label: 'firstName'},
  lastName: {column: 'lastName', label: 'lastName'},
  company: {column: 'company', label: 'company'},
  address1: {column: 'address1', label: 'address1'},
  address2: {column: 'address2', label: 'address2'},
  city: {column: 'city', label: 'city'},
  zip: {column: 'zip', label: 'zip'},
  zoneCode: {column: 'province', label: 'province'},
} as const;

/** A phone number in E.164; French numbers may be typed the French way. Null when invalid. */
export function e164(raw: string): string | null {
  let phone = raw.replace(/[\s.()-]/g, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  else if (/^0\d{9}$/.test(phone)) phone = `+33${phone.slice(1)}`;
  return raw.length <= 30 && /^\+[1-9]\d{7,14}$/.test(phone) ? phone : null;
}

export class AddressInput {
  readonly errors: AddressUserError[] = [];
  readonly #t: Messages;
  readonly #m: AccountMessages;

  constructor(t: Messages, m: AccountMessages) {
    this.#t = t;
    this.#m = m;
  }

  #add(code: string, field: string | null, message: string): void {
    this.errors.push({code, field: field ? ['address', field] : ['address'], message});
  }

  /**
   * The fields given, checked. `current` is the address being updated: the result must
   * still have a country and a first line, as a new address must.
   */
  values(input: Record<string, unknown> | null | undefined, current: AddressRecord | null): AddressValues {
    const values: AddressValues = {};
    const given = Object.entries(input ?? {}).filter(([, value]) => value !== undefined);
    if (given.length === 0 || given.every(([, value]) => value === null || String(value).trim() === '')) {
      if (!current) this.#add('ADDRESS_ARGUMENT_EMPTY', null, this.#m.addressEmpty());
      return values;
    }
    for (const [field, {column, label}] of Object.entries(TEXT_FIELDS)) {
      const raw = input?.[field];
      if (raw === undefined) continue;
      const value = raw === null ? '' : String(raw).trim();
      if (value.length > MAX_FIELD) this.#add('TOO_LONG', field, this.#t.fieldTooLong(label, MAX_FIELD));
      else if (HTML.test(value)) this.#add('CONTAINS_HTML_TAGS', field, this.#t.fieldHtml(label));
      else values[column] = value === '' ? null : value;
    }
    if (input?.phoneNumber !== undefined) {
      const raw = input.phoneNumber === null ? '' : String(input.phoneNumber).trim();
      const phone = raw === '' ? null : e164(raw);
      if (raw !== '' && !phone) this.#add('PHONE_NUMBER_NOT_VALID', 'phoneNumber', this.#m.phoneInvalid());
      else values.phone = phone;
    }
    if (input?.territoryCode !== undefined) {
      const code = input.territoryCode === null ? '' : String(input.territoryCode).trim().toUpperCase();
      if (code === '') values.countryCode = null;
      else if (!/^[A-Z]{2}$/.test(code) || countryCodeFromName(code) !== code) this.#add('INVALID_TERRITORY_CODE', 'territoryCode', this.#m.territoryInvalid());
      else {
        values.countryCode = code;
        values.country = frenchCountryName(code);
      }
    }
    const countryCode = values.countryCode === undefined ? (current?.countryCode ?? null) : values.countryCode;
    const address1 = values.address1 === undefined ? (current?.address1 ?? null) : values.address1;
    if (!countryCode && !this.errors.some((error) => error.field?.[1] === 'territoryCode')) this.#add('TERRITORY_CODE_MISSING', 'territoryCode', this.#m.territoryMissing());
    if (!address1 && !this.errors.some((error) => error.field?.[1] === 'address1')) this.#add('ADDRESS1_MISSING', 'address1', this.#m.address1Missing());
    // The postal code's shape, for the countries the shop delivers to.
    const zip = values.zip === undefined ? (current?.zip ?? null) : values.zip;
    const country = countryByCode(countryCode);
    if (zip && country) {
      const compact = country.isoCode === 'NL' ? zip : zip.replace(/\s+/g, '');
      if (!country.zip.test(compact)) this.#add('INVALID_FOR_COUNTRY', 'zip', this.#t.addressZipInvalid(country.name));
    }
    return values;
  }
}

const COMPARED = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'zip', 'countryCode', 'phone'] as const;

/** Whether two addresses are the same, blanks and case aside. */
export function sameAddress(a: Partial<AddressRecord>, b: Partial<AddressRecord>): boolean {
  const norm = (value: unknown) => String(value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return COMPARED.every((field) => norm(a[field]) === norm(b[field]));
}
