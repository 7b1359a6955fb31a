import {describe, expect, it} from 'vitest';
import {
  COMPANY_ID_MESSAGES,
  compactId,
  frenchVatKey,
  frenchVatNumber,
  passesLuhn,
  sirenError,
  siretError,
  vatNumberError,
} from '../../app/lib/company-ids.ts';
import {COMPANY} from '../../app/lib/constants.ts';

describe('Luhn', () => {
  it('accepts numbers whose doubled-every-other-digit sum is a multiple of 10', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('912345675')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('912345676')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
    expect(passesLuhn('abc')).toBe(false);
  });
});

describe('SIREN and SIRET', () => {
  it('accepts the shop’s own identifiers, typed with spaces or dots', () => {
    expect(sirenError(COMPANY.siren)).toBeNull();
    expect(siretError(COMPANY.siret)).toBeNull();
    expect(siretError('912.345.675.00017')).toBeNull();
    expect(compactId(' 912 345 675 00017 ')).toBe('91234567500017');
  });

  it('refuses a wrong length with its own message', () => {
    expect(siretError('123')).toBe(COMPANY_ID_MESSAGES.siretLength);
    expect(siretError('9123456750001')).toBe(COMPANY_ID_MESSAGES.siretLength);
    expect(siretError('912345675000170')).toBe(COMPANY_ID_MESSAGES.siretLength);
    expect(siretError('9123456750001A')).toBe(COMPANY_ID_MESSAGES.siretLength);
    expect(sirenError('91234567')).toBe(COMPANY_ID_MESSAGES.sirenLength);
  });

  it('refuses a typing mistake the key catches (one digit changed, two swapped)', () => {
    expect(siretError('12345678900012')).toBe(COMPANY_ID_MESSAGES.siretInvalid);
    expect(siretError('91234567500018')).toBe(COMPANY_ID_MESSAGES.siretInvalid);
    expect(siretError('19234567500017')).toBe(COMPANY_ID_MESSAGES.siretInvalid);
    expect(sirenError('912345676')).toBe(COMPANY_ID_MESSAGES.sirenInvalid);
  });

  it('applies La Poste’s rule (digits adding up to a multiple of 5) to SIREN 356000000 only', () => {
    // La Poste's head office passes Luhn as well.
    expect(siretError('35600000000048')).toBeNull();
    // An establishment numbered by the sum of its digits (45), which Luhn refuses.
    expect(passesLuhn('35600000049837')).toBe(false);
    expect(siretError('35600000049837')).toBeNull();
    // Digits adding up to 46: refused.
    expect(siretError('35600000049838')).toBe(COMPANY_ID_MESSAGES.siretInvalid);
    // The same digit sum (45) under another SIREN is no excuse.
    expect(passesLuhn('35700000049836')).toBe(false);
    expect(siretError('35700000049836')).toBe(COMPANY_ID_MESSAGES.siretInvalid);
    expect(siretError('35600100049836')).toBe(COMPANY_ID_MESSAGES.siretInvalid);
  });
});

describe('intra-EU VAT numbers', () => {
  it('computes the French key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    // 912345675 mod 97 = 50; 12 + 3 × 50 = 162; 162 mod 97 = 65.
    expect(frenchVatKey('912345675')).toBe('65');
    // 100000012 mod 97 = 93; 12 + 3 × 93 = 291 = 3 × 97: key 0, written '00'.
    expect(frenchVatKey('100000012')).toBe('00');
    expect(frenchVatNumber('912 345 675')).toBe('FR65912345675');
  });

  it('accepts the shop’s number however it is typed', () => {
    expect(vatNumberError(COMPANY.vatNumber)).toBeNull();
    expect(vatNumberError('fr65912345675')).toBeNull();
    expect(vatNumberError('FR-65-912-345-675')).toBeNull();
  });

  it('refuses a French number whose key does not match its SIREN', () => {
    expect(vatNumberError('FR66912345675')).toBe(COMPANY_ID_MESSAGES.vatFrKey);
    expect(vatNumberError('FR65912345676')).toBe(COMPANY_ID_MESSAGES.vatFrKey);
  });

  it('checks only the shape of a French key made of letters', () => {
    expect(vatNumberError('FRAB912345675')).toBeNull();
    expect(vatNumberError('FRIO912345675')).toBe(COMPANY_ID_MESSAGES.vatFormat);
  });

  it('checks the shape of other member states’ numbers', () => {
    for (const valid of ['DE123456789', 'ATU12345678', 'BE0123456789', 'EL123456789', 'ES X1234567X'.replace(' ', ''), 'IT12345678901', 'NL123456789B01', 'IE1234567T', 'IE1234567WA', 'SE123456789001', 'XI123456789']) {
      expect(vatNumberError(valid), valid).toBeNull();
    }
    for (const invalid of ['DE12345678', 'ATE12345678', 'NL123456789', 'SE123456789012', 'IT1234567890']) {
      expect(vatNumberError(invalid), invalid).toBe(COMPANY_ID_MESSAGES.vatFormat);
    }
  });

  it('refuses prefixes that are not EU member states (Greece is EL, not GR)', () => {
    expect(vatNumberError('GR123456789')).toBe(COMPANY_ID_MESSAGES.vatCountry);
    expect(vatNumberError('GB123456789')).toBe(COMPANY_ID_MESSAGES.vatCountry);
    expect(vatNumberError('US12345678')).toBe(COMPANY_ID_MESSAGES.vatCountry);
  });

  it('refuses what is not a VAT number at all', () => {
    for (const value of ['', '12', '912345675', 'FR', 'FR 65 912 345 675 0000000']) {
      expect(vatNumberError(value), value).toBe(COMPANY_ID_MESSAGES.vatFormat);
    }
  });
});
