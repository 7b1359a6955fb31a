import {formatPhone} from './phone.ts';
import type {AccountAddress} from './types.ts';

/**
 * An address card's lines, as a French envelope reads (issue 25.8): the recipient's
 * name, the company, the street, the postcode and city, the country, the phone in
 * reading form. Empty parts are left out.
 */
export function addressLines(address: AccountAddress): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const town = [address.zip, address.city].filter(Boolean).join(' ');
  return [name, address.company, address.address1, address.address2, town, address.country, formatPhone(address.phone)]
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
}
