import {describe, expect, it} from 'vitest';
import {CARD_MESSAGES, cardBrand, cardLabel, parseExpiry, validateCard} from '../../local-shop/payments/card.ts';
import {TEST_CARDS, sandboxOutcome} from '../../local-shop/payments/sandbox.ts';
import {passesLuhn} from '../../app/lib/company-ids.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const valid = {cardNumber: '4242 4242 4242 4242', cardExpiry: '11/26', cardCvc: '123', cardHolder: 'Marie Durand'};

describe('card form', () => {
  it('accepts a valid card and keeps only what identifies it apart from the number', () => {
    const {errors, card} = validateCard(valid, NOW);
    expect(errors).toEqual({});
    expect(card).toEqual({brand: 'visa', last4: '4242', number: '4242424242424242'});
    expect(cardLabel({brand: 'visa', last4: '4242'})).toBe('Visa •••• 4242');
  });

  it('tells the brands apart by their first digits', () => {
    expect(cardBrand('4000002760003184')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('340000000000009')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
    expect(cardBrand('2720990000000000')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
  });

  it('is valid through the last day of its expiry month, and reads MM/AA, MM/AAAA, MMAA', () => {
    expect(parseExpiry('11/26')).toEqual({month: 11, year: 2026});
    expect(parseExpiry('11 / 2026')).toEqual({month: 11, year: 2026});
    expect(parseExpiry('1126')).toEqual({month: 11, year: 2026});
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('00/26')).toBeNull();
    expect(parseExpiry('demain')).toBeNull();
    expect(validateCard({...valid, cardExpiry: '11/26'}, NOW).errors.cardExpiry).toBeUndefined();
    expect(validateCard({...valid, cardExpiry: '10/26'}, NOW).errors.cardExpiry).toBe(CARD_MESSAGES.expiryPast);
    expect(validateCard({...valid, cardExpiry: '12/47'}, NOW).errors.cardExpiry).toBe(CARD_MESSAGES.expiryTooFar);
    expect(validateCard({...valid, cardExpiry: '2026-11'}, NOW).errors.cardExpiry).toBe(CARD_MESSAGES.expiryFormat);
  });

  it('checks the number: digits, length, Luhn, an accepted brand', () => {
    const error = (cardNumber: string) => validateCard({...valid, cardNumber}, NOW).errors.cardNumber;
    expect(error('')).toBe(CARD_MESSAGES.numberRequired);
    expect(error('4242 4242 4242 424x')).toBe(CARD_MESSAGES.numberDigits);
    expect(error('4242 4242')).toBe(CARD_MESSAGES.numberLength);
    expect(error('3782 8224 6310 0052')).toBe(CARD_MESSAGES.numberLength);
    expect(error('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(error('6011 1111 1111 1117')).toBe(CARD_MESSAGES.brandRefused);
    expect(error('4242-4242-4242-4242')).toBeUndefined();
  });

  it('asks 3 digits of code, 4 for American Express, and a holder', () => {
    expect(validateCard({...valid, cardCvc: '12'}, NOW).errors.cardCvc).toBe(CARD_MESSAGES.cvcLength);
    expect(validateCard({...valid, cardCvc: '1234'}, NOW).errors.cardCvc).toBe(CARD_MESSAGES.cvcLength);
    expect(validateCard({...valid, cardNumber: '378282246310005', cardCvc: '123'}, NOW).errors.cardCvc).toBe(CARD_MESSAGES.cvcLengthAmex);
    expect(validateCard({...valid, cardNumber: '378282246310005', cardCvc: '1234'}, NOW).errors).toEqual({});
    expect(validateCard({...valid, cardHolder: ''}, NOW).errors.cardHolder).toBe(CARD_MESSAGES.holderRequired);
    expect(validateCard({...valid, cardHolder: 'x'.repeat(101)}, NOW).errors.cardHolder).toBe(CARD_MESSAGES.holderTooLong);
  });

  it('gives no card when anything is wrong', () => {
    expect(validateCard({...valid, cardCvc: ''}, NOW).card).toBeNull();
  });
});

describe('payment sandbox', () => {
  it('documents test numbers that pass the form, one per outcome', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(cardBrand(card.number)).toBe(card.brand);
      expect(sandboxOutcome(card.number)).toBe(card.outcome);
    }
    expect(new Set(TEST_CARDS.map((card) => card.outcome))).toEqual(new Set(['succeeded', 'requires_authentication', 'card_declined', 'insufficient_funds', 'network_error']));
  });

  it('refuses any other number, as a sandbox refuses real cards', () => {
    expect(sandboxOutcome('4111111111111111')).toBe('card_declined');
  });
});
