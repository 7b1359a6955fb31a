// MailingAddress objects (orders, customer address book, delivery groups), formatted
// the way Shopify formats a French address: name, company, street lines, 'zip city',
// country.

import {countryByCode} from '../shared-rules.ts';

export interface AddressFields {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
  country?: string | null;
  countryCode?: string | null;
  phone?: string | null;
}

export function formatAddressLines(address: AddressFields, withName: boolean, withCompany: boolean): string[] {
  const lines: string[] = [];
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  if (withName && name) lines.push(name);
  if (withCompany && address.company) lines.push(address.company);
  if (address.address1) lines.push(address.address1);
  if (address.address2) lines.push(address.address2);
  const area = [address.zip, address.city].filter(Boolean).join(' ');
  if (area) lines.push(area);
  const country = address.country ?? countryByCode(address.countryCode)?.name ?? address.countryCode;
  if (country) lines.push(country);
  return lines;
}

export function mailingAddressView(id: string, address: AddressFields): Record<string, unknown> {
  const country = address.country ?? countryByCode(address.countryCode)?.name ?? null;
  const area = [[address.zip, address.city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
  return {
    __typename: 'MailingAddress',
    id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    name: [address.firstName, address.lastName].filter(Boolean).join(' ') || null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    provinceCode: address.provinceCode ?? null,
    zip: address.zip ?? null,
    country,
    countryCodeV2: address.countryCode ?? null,
    countryCode: address.countryCode ?? null,
    phone: address.phone ?? null,
    latitude: null,
    longitude: null,
    formatted: ({withName, withCompany}: {withName?: boolean | null; withCompany?: boolean | null}) =>
      formatAddressLines(address, withName ?? false, withCompany ?? true),
    formattedArea: area || null,
  };
}
