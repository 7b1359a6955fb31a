import {describe, expect, it} from 'vitest';
import {
  COMPANY_CART_ATTRIBUTES,
  NO_COMPANY,
  companyCartAttributes,
  companyFromCartAttributes,
  companyFromMetafields,
  isCompany,
  validateCompany,
} from '~/lib/company/company';
import {companyPriceModeCookie} from '~/lib/company/company.server';
import {COMPANY_ID_MESSAGES} from '~/lib/company-ids';

const company = {name: 'Menuiserie Dupont', siret: '73282932000074', vatNumber: 'FR44732829320'};
const request = (cookie?: string) => new Request('https://shop.test/profil', {headers: cookie ? {Cookie: cookie} : {}});

describe('validateCompany', () => {
  it('accepts a company, its identifiers compacted', () => {
    expect(validateCompany({companyName: '  Menuiserie   Dupont ', siret: '732 829 320 00074', vatNumber: 'fr 44 732829320'})).toEqual({ok: true, data: company});
  });

  it('treats all fields empty as no company', () => {
    expect(validateCompany({companyName: ' ', siret: '', vatNumber: ''})).toEqual({ok: true, data: NO_COMPANY});
  });

  it('refuses a SIRET that fails its key, a missing name and a French VAT number with a wrong key, in French', () => {
    const result = validateCompany({companyName: '', siret: '73282932000075', vatNumber: 'FR45732829320'});
    expect(result).toEqual({
      ok: false,
      errors: {
        companyName: 'La raison sociale est obligatoire pour un compte professionnel',
        siret: COMPANY_ID_MESSAGES.siretInvalid,
        vatNumber: COMPANY_ID_MESSAGES.vatFrKey,
      },
    });
  });

  it('requires the SIRET of a named company', () => {
    const result = validateCompany({companyName: 'Dupont', siret: '', vatNumber: ''});
    expect(result.ok ? null : result.errors.siret).toBe('Le numéro SIRET est obligatoire pour un compte professionnel');
  });
});

describe('company storage and hand-over', () => {
  it('reads metafields in any order, null ones and other namespaces ignored', () => {
    const read = companyFromMetafields([null, {namespace: 'custom', key: 'siret', value: company.siret}, {namespace: 'other', key: 'company_name', value: 'X'}, {namespace: 'custom', key: 'company_name', value: company.name}]);
    expect(read).toEqual({name: company.name, siret: company.siret, vatNumber: ''});
    expect(isCompany(read)).toBe(true);
    expect(isCompany({...read, siret: ''})).toBe(false);
  });

  it('hands the company to the checkout in cart attributes and reads it back', () => {
    const attributes = companyCartAttributes(company);
    expect(attributes.map((attribute) => attribute.key)).toEqual(Object.values(COMPANY_CART_ATTRIBUTES));
    expect(companyFromCartAttributes([{key: 'Devis', value: 'DEV-2026-000001'}, ...attributes])).toEqual(company);
    expect(companyCartAttributes({...company, vatNumber: ''})).toHaveLength(2);
  });
});

describe('companyPriceModeCookie', () => {
  it('sets HT for a company when the visitor has not chosen', () => {
    expect(companyPriceModeCookie(request(), company)).toMatch(/=HT;/);
  });

  it('leaves an explicit choice alone, and private buyers', () => {
    expect(companyPriceModeCookie(request('price_mode=TTC'), company)).toBeNull();
    expect(companyPriceModeCookie(request(), NO_COMPANY)).toBeNull();
  });
});
