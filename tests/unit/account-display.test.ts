import {describe, expect, it} from 'vitest';
import {addressLines} from '../../app/lib/account/address-lines.ts';
import {accountMode} from '../../app/lib/account/mode.ts';
import {formatPhone, toE164} from '../../app/lib/account/phone.ts';

describe('phones as a French reader reads them (issue 25.8)', () => {
  it('shows a French E.164 number in pairs with its leading 0', () => {
    expect(formatPhone('+33472112233')).toBe('04 72 11 22 33');
    expect(formatPhone('+33612345678')).toBe('06 12 34 56 78');
  });
  it('groups other countries after their prefix and leaves anything else as stored', () => {
    expect(formatPhone('+37799123456')).toBe('+377 99 12 34 56');
    expect(formatPhone('+3223456789')).toBe('+32 23 45 67 89');
    expect(formatPhone('+491701234567')).toBe('+49 17 01 23 45 67');
    expect(formatPhone('0472112233')).toBe('0472112233');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
  it('stores what a French shopper types in E.164', () => {
    expect(toE164('04 72 11 22 33')).toBe('+33472112233');
    expect(toE164('06.12.34.56.78')).toBe('+33612345678');
    expect(toE164('0033 4 72 11 22 33')).toBe('+33472112233');
    expect(toE164('+32 2 345 67 89')).toBe('+3223456789');
  });
});

describe('an address card (issue 25.8)', () => {
  it('starts with the recipient and ends with the phone in reading form', () => {
    const lines = addressLines({
      id: 'gid://shopify/CustomerAddress/1',
      firstName: 'Camille',
      lastName: 'Martin',
      company: 'Ateliers Martin',
      address1: '12 rue des Forges',
      address2: null,
      zip: '42000',
      city: 'Saint-Étienne',
      country: 'France',
      phone: '+33472112233',
    });
    expect(lines).toEqual(['Camille Martin', 'Ateliers Martin', '12 rue des Forges', '42000 Saint-Étienne', 'France', '04 72 11 22 33']);
  });
  it('leaves out what is empty', () => {
    const lines = addressLines({id: 'x', firstName: null, lastName: 'Martin', company: '', address1: '1 quai', address2: null, zip: null, city: 'Lyon', country: null, phone: null});
    expect(lines).toEqual(['Martin', '1 quai', 'Lyon']);
  });
});

describe('the account system a store runs (decision 028)', () => {
  it('is customer accounts when both of Hydrogen’s variables are set, else legacy', () => {
    expect(accountMode({PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_1', SHOP_ID: '90000000001'})).toBe('customer-account');
    expect(accountMode({PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_1', SHOP_ID: ''})).toBe('legacy');
    expect(accountMode({SHOP_ID: '90000000001'})).toBe('legacy');
    expect(accountMode({PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: '  ', SHOP_ID: '1'})).toBe('legacy');
  });
});
