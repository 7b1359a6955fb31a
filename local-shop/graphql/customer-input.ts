// Checks of the customer API's inputs with Shopify's rules and CustomerErrorCode:
// e-mail, password (5 to 40 characters, no surrounding blanks), names (no HTML, no
// URL), phone (stored in E.164), address fields.

import {countryCodeFromName, frenchCountryName} from '../country-names.ts';
import type {Messages} from '../messages.ts';
import {countryByCode, isEmail} from '../shared-rules.ts';
import type {AddressValues} from '../store/customers.ts';

export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 40;
const MAX_FIELD = 255;

export interface CustomerUserError {
  code: string;
  field: string[] | null;
  message: string;
}

/** The deprecated `userErrors` mirror customerUserErrors without their code. */
export function withUserErrors<T extends {customerUserErrors: CustomerUserError[]}>(payload: T): T & {userErrors: {field: string[] | null; message: string}[]} {
  return {...payload, userErrors: payload.customerUserErrors.map(({field, message}) => ({field, message}))};
}

const HTML = /<[^>]*>/;
const URL_LIKE = /(?:https?:\/\/|www\.)\S|\b[a-z0-9-]+\.(?:com|net|org|fr|ru|io|info|biz|xyz|top|ly|cn)\b/i;

export class InputErrors {
  readonly list: CustomerUserError[] = [];
  readonly t: Messages;
  readonly prefix: string[];

  constructor(t: Messages, prefix: string[]) {
    this.t = t;
    this.prefix = prefix;
  }

  add(code: string, field: string, message: string): void {
    this.list.push({code, field: [...this.prefix, field], message});
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  email(value: unknown): string | null {
    const email = String(value ?? '').trim();
    if (email === '') this.add('BLANK', 'email', this.t.blank('email'));
    else if (email.length > MAX_FIELD) this.add('TOO_LONG', 'email', this.t.fieldTooLong('email', MAX_FIELD));
    else if (!isEmail(email)) this.add('INVALID', 'email', this.t.emailInvalidCustomer());
    else return email;
    return null;
  }

  password(value: unknown): string | null {
    const password = String(value ?? '');
    if (password === '') this.add('BLANK', 'password', this.t.blank('password'));
    else if (password.length < PASSWORD_MIN) this.add('TOO_SHORT', 'password', this.t.passwordTooShort(PASSWORD_MIN));
    else if (password.length > PASSWORD_MAX) this.add('TOO_LONG', 'password', this.t.passwordTooLong(PASSWORD_MAX));
    else if (password.trim() !== password) this.add('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', 'password', this.t.passwordWhitespace());
    else return password;
    return null;
  }

  /** A name: null when empty. `undefined` when invalid (an error is recorded). */
  name(field: 'firstName' | 'lastName', value: unknown): string | null | undefined {
    const name = String(value ?? '').trim();
    if (name === '') return null;
    if (name.length > MAX_FIELD) this.add('TOO_LONG', field, this.t.fieldTooLong(field, MAX_FIELD));
    else if (HTML.test(name)) this.add('CONTAINS_HTML_TAGS', field, this.t.fieldHtml(field));
    else if (URL_LIKE.test(name)) this.add('CONTAINS_URL', field, this.t.fieldUrl(field));
    else return name;
    return undefined;
  }

  /** Phone in E.164 ('+33612345678'); French numbers may be typed the French way. */
  phone(value: unknown): string | null | undefined {
    const raw = String(value ?? '').trim();
    if (raw === '') return null;
    let phone = raw.replace(/[\s.()-]/g, '');
    if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
    else if (/^0\d{9}$/.test(phone)) phone = `+33${phone.slice(1)}`;
    if (raw.length > 30 || !/^\+[1-9]\d{7,14}$/.test(phone)) {
      this.add('INVALID', 'phone', this.t.phoneInvalidCustomer());
      return undefined;
    }
    return phone;
  }

  /** MailingAddressInput → the fields to store; only the fields given are returned. */
  address(input: Record<string, unknown>): AddressValues {
    const values: AddressValues = {};
    for (const field of ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'zip', 'phone'] as const) {
      if (input[field] === undefined) continue;
      const value = input[field] === null ? '' : String(input[field]).trim();
      if (value.length > MAX_FIELD) this.add('TOO_LONG', field, this.t.fieldTooLong(field, MAX_FIELD));
      else if (HTML.test(value)) this.add('CONTAINS_HTML_TAGS', field, this.t.fieldHtml(field));
      else values[field] = value === '' ? null : value;
    }
    if (input.country !== undefined) {
      const country = input.country === null ? '' : String(input.country).trim();
      const code = country === '' ? null : countryCodeFromName(country.slice(0, 100));
      if (country !== '' && !code) this.add('INVALID', 'country', this.t.addressCountryInvalid());
      else {
        values.countryCode = code;
        values.country = code ? frenchCountryName(code) : null;
      }
    }
    return values;
  }

  /** The postal code against the country's shape, for the countries the shop knows. */
  zipForCountry(zip: string | null | undefined, countryCode: string | null | undefined): void {
    const country = countryByCode(countryCode);
    if (!zip || !country) return;
    const compact = country.isoCode === 'NL' ? zip : zip.replace(/\s+/g, '');
    if (!country.zip.test(compact)) this.add('INVALID', 'zip', this.t.addressZipInvalid(country.name));
  }
}
