import {afterEach, describe, expect, it} from 'vitest';
import {DELIVERY_OPTIONS, FREE_DELIVERY_MIN_CYLINDERS, FREE_DELIVERY_THRESHOLD_HT} from '../../app/lib/constants.ts';
import {
  availableDeliveryOptions,
  deliveryOptionPrice,
  deliveryTimeFor,
  freeDeliveryStatus,
  isParisPostalCode,
  productDeliveryEstimate,
  sameDayLabel,
} from '../../app/lib/delivery.ts';

// November 2026 (winter, Paris = UTC+1): Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28, Sun 29, Mon 30.
// July 2026 (summer, Paris = UTC+2): Wed 15, Thu 16, Fri 17, Sat 18, Sun 19, Mon 20.
const at = (iso: string) => new Date(iso);

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('productDeliveryEstimate', () => {
  it('Wednesday 15:59 Paris (winter) → Thursday, no note', () => {
    const estimate = productDeliveryEstimate(at('2026-11-25T14:59:00Z'));
    expect(estimate.isoDate).toBe('2026-11-26');
    expect(estimate.label).toBe('Livraison estimée le jeudi 26 novembre');
    expect(estimate.showOrderBeforeNote).toBe(false);
    expect(estimate.date.toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('Wednesday 16:00 Paris (winter) → Friday, with the note', () => {
    const estimate = productDeliveryEstimate(at('2026-11-25T15:00:00Z'));
    expect(estimate.label).toBe('Livraison estimée le vendredi 27 novembre');
    expect(estimate.showOrderBeforeNote).toBe(true);
  });

  it('Wednesday 15:59 / 16:00 Paris (summer, UTC+2)', () => {
    expect(productDeliveryEstimate(at('2026-07-15T13:59:00Z'))).toMatchObject({
      label: 'Livraison estimée le jeudi 16 juillet',
      showOrderBeforeNote: false,
    });
    expect(productDeliveryEstimate(at('2026-07-15T14:00:00Z'))).toMatchObject({
      label: 'Livraison estimée le vendredi 17 juillet',
      showOrderBeforeNote: true,
    });
  });

  it('Monday 10:00 → Tuesday (the SPEC example style)', () => {
    expect(productDeliveryEstimate(at('2026-11-23T09:00:00Z')).label).toBe('Livraison estimée le mardi 24 novembre');
  });

  it('Friday 10:00: Saturday moves to Monday', () => {
    expect(productDeliveryEstimate(at('2026-11-27T09:00:00Z'))).toMatchObject({
      isoDate: '2026-11-30',
      label: 'Livraison estimée le lundi 30 novembre',
      showOrderBeforeNote: false,
    });
    expect(productDeliveryEstimate(at('2026-07-17T08:00:00Z')).label).toBe('Livraison estimée le lundi 20 juillet');
  });

  it('Friday 17:00: Sunday moves to Monday', () => {
    expect(productDeliveryEstimate(at('2026-11-27T16:00:00Z'))).toMatchObject({
      isoDate: '2026-11-30',
      showOrderBeforeNote: true,
    });
    expect(productDeliveryEstimate(at('2026-07-17T15:00:00Z')).label).toBe('Livraison estimée le lundi 20 juillet');
  });

  it('Thursday 17:00: Saturday moves to Monday', () => {
    expect(productDeliveryEstimate(at('2026-11-26T16:00:00Z')).isoDate).toBe('2026-11-30');
  });

  it('Saturday orders → Monday', () => {
    expect(productDeliveryEstimate(at('2026-11-28T09:00:00Z')).isoDate).toBe('2026-11-30'); // Sunday → Monday
    expect(productDeliveryEstimate(at('2026-11-28T16:00:00Z')).isoDate).toBe('2026-11-30'); // Monday
  });

  it('Sunday orders: before 16:00 Monday, from 16:00 Tuesday', () => {
    expect(productDeliveryEstimate(at('2026-11-29T09:00:00Z')).isoDate).toBe('2026-11-30');
    expect(productDeliveryEstimate(at('2026-11-29T16:00:00Z'))).toMatchObject({
      isoDate: '2026-12-01',
      label: 'Livraison estimée le mardi 1er décembre',
    });
  });

  it('uses the Paris day just after midnight, not the UTC one', () => {
    // 23:30 UTC on Tuesday 24 = 00:30 Paris on Wednesday 25 → Thursday 26.
    expect(productDeliveryEstimate(at('2026-11-24T23:30:00Z')).isoDate).toBe('2026-11-26');
    // 22:30 UTC on Tuesday 14 July = 00:30 Paris on Wednesday 15 → Thursday 16.
    expect(productDeliveryEstimate(at('2026-07-14T22:30:00Z')).isoDate).toBe('2026-07-16');
  });

  it('crosses the DST change (Saturday 28 March 2026, 17:00 Paris → Monday 30)', () => {
    expect(productDeliveryEstimate(at('2026-03-28T16:00:00Z')).isoDate).toBe('2026-03-30');
    // Sunday 29 March, 15:59 Paris is now 13:59 UTC (summer time started at 02:00).
    expect(productDeliveryEstimate(at('2026-03-29T13:59:00Z'))).toMatchObject({isoDate: '2026-03-30', showOrderBeforeNote: false});
    expect(productDeliveryEstimate(at('2026-03-29T14:00:00Z'))).toMatchObject({isoDate: '2026-03-31', showOrderBeforeNote: true});
  });

  it('does not depend on the machine time zone', () => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = tz;
      expect(productDeliveryEstimate(at('2026-11-25T14:59:00Z')).isoDate).toBe('2026-11-26');
      expect(productDeliveryEstimate(at('2026-11-25T15:00:00Z')).isoDate).toBe('2026-11-27');
    }
  });
});

describe('deliveryTimeFor', () => {
  const wednesday10 = at('2026-11-25T09:00:00Z');

  it('is next-day (tomorrow) when stock is high', () => {
    expect(deliveryTimeFor('high', wednesday10)).toMatchObject({
      kind: 'next-day',
      isoDate: '2026-11-26',
      label: 'Livraison le jeudi 26 novembre',
    });
  });

  it("is standard, 'dès le' the date 3 days ahead, otherwise", () => {
    expect(deliveryTimeFor('medium', wednesday10)).toMatchObject({
      kind: 'standard',
      isoDate: '2026-11-28',
      label: 'Livraison dès le samedi 28 novembre',
    });
    expect(deliveryTimeFor('low', wednesday10).kind).toBe('standard');
  });

  it('counts from the Paris day', () => {
    expect(deliveryTimeFor('high', at('2026-07-14T22:30:00Z')).isoDate).toBe('2026-07-16');
  });
});

describe('sameDayLabel', () => {
  it("says aujourd'hui before 16:00 Paris, else demain", () => {
    expect(sameDayLabel(at('2026-11-25T14:59:00Z'))).toBe("aujourd'hui");
    expect(sameDayLabel(at('2026-11-25T15:00:00Z'))).toBe('demain');
    expect(sameDayLabel(at('2026-07-15T13:59:00Z'))).toBe("aujourd'hui");
    expect(sameDayLabel(at('2026-07-15T14:00:00Z'))).toBe('demain');
    expect(sameDayLabel(at('2026-11-24T23:30:00Z'))).toBe("aujourd'hui"); // 00:30 Paris
  });
});

describe('freeDeliveryStatus (250 € HT or 20 cylinders)', () => {
  it('uses the constants', () => {
    expect(FREE_DELIVERY_THRESHOLD_HT).toBe(250);
    expect(FREE_DELIVERY_MIN_CYLINDERS).toBe(20);
  });

  it('249.99 € HT (299.99 TTC) is not free: 0.01 € HT to go', () => {
    const status = freeDeliveryStatus({subtotalTtc: 299.99, cylinderCount: 0});
    expect(status).toMatchObject({free: false, reason: null, subtotalHt: 249.99, remainingHt: 0.01, remainingCylinders: 20});
    expect(status.progress).toBeCloseTo(0.99996, 5);
  });

  it('250 € HT (300 TTC) is free', () => {
    expect(freeDeliveryStatus({subtotalTtc: 300, cylinderCount: 0})).toEqual({
      free: true,
      reason: 'amount',
      subtotalHt: 250,
      remainingHt: 0,
      remainingCylinders: 0,
      progress: 1,
    });
  });

  it('250.01 € HT (300.01 TTC) is free', () => {
    expect(freeDeliveryStatus({subtotalTtc: 300.01, cylinderCount: 0})).toMatchObject({free: true, subtotalHt: 250.01});
  });

  it('19 cylinders are not enough, 20 are', () => {
    expect(freeDeliveryStatus({subtotalTtc: 120, cylinderCount: 19})).toMatchObject({
      free: false,
      remainingHt: 150,
      remainingCylinders: 1,
      progress: 0.4,
    });
    expect(freeDeliveryStatus({subtotalTtc: 120, cylinderCount: 20})).toMatchObject({
      free: true,
      reason: 'cylinders',
      remainingHt: 0,
      progress: 1,
    });
  });

  it('an empty cart has the whole threshold to go', () => {
    expect(freeDeliveryStatus({subtotalTtc: 0, cylinderCount: 0})).toMatchObject({free: false, remainingHt: 250, progress: 0});
    expect(freeDeliveryStatus({subtotalTtc: Number.NaN, cylinderCount: Number.NaN})).toMatchObject({free: false, remainingHt: 250});
  });
});

describe('delivery options', () => {
  it('prices them from DELIVERY_OPTIONS', () => {
    expect(deliveryOptionPrice('standard', {free: false})).toBe(9.9);
    expect(deliveryOptionPrice('express', {free: false})).toBe(15);
    expect(deliveryOptionPrice('same-day-paris', {free: false, postalCode: '75011'})).toBe(25);
    expect(deliveryOptionPrice(DELIVERY_OPTIONS[0], {free: false})).toBe(9.9);
  });

  it('makes only standard delivery free', () => {
    expect(deliveryOptionPrice('standard', {free: true})).toBe(0);
    expect(deliveryOptionPrice('express', {free: true})).toBe(15);
    expect(deliveryOptionPrice('same-day-paris', {free: true, postalCode: '75001'})).toBe(25);
  });

  it('refuses same-day outside Paris', () => {
    expect(deliveryOptionPrice('same-day-paris', {free: false, postalCode: '69007'})).toBeNull();
    expect(deliveryOptionPrice('same-day-paris', {free: false})).toBe(25);
  });

  it('recognises Paris postcodes', () => {
    expect(isParisPostalCode('75001')).toBe(true);
    expect(isParisPostalCode('75116')).toBe(true);
    expect(isParisPostalCode('75 011')).toBe(true);
    expect(isParisPostalCode('7501')).toBe(false);
    expect(isParisPostalCode('92100')).toBe(false);
    expect(isParisPostalCode(null)).toBe(false);
  });

  it('offers same-day only for FR postcodes starting with 75', () => {
    const handles = (countryCode: string, postalCode: string) =>
      availableDeliveryOptions({free: false, countryCode, postalCode}).map((option) => option.handle);
    expect(handles('FR', '75011')).toEqual(['standard', 'express', 'same-day-paris']);
    expect(handles('fr', '75011')).toEqual(['standard', 'express', 'same-day-paris']);
    expect(handles('FR', '69007')).toEqual(['standard', 'express']);
    expect(handles('BE', '75011')).toEqual(['standard', 'express']);
    expect(handles('FR', '')).toEqual(['standard', 'express']);
  });

  it('shows free standard delivery with its regular price', () => {
    expect(availableDeliveryOptions({free: true, countryCode: 'FR', postalCode: '75011'})).toEqual([
      {
        handle: 'standard',
        title: 'Livraison standard',
        description: '3 à 5 jours ouvrés',
        price: 0,
        regularPrice: 9.9,
        isFree: true,
      },
      {
        handle: 'express',
        title: 'Livraison express',
        description: '24 à 48 h',
        price: 15,
        regularPrice: 15,
        isFree: false,
      },
      {
        handle: 'same-day-paris',
        title: 'Livraison urgente le jour même (Paris)',
        description: 'Le jour même pour une commande passée avant 16 h',
        price: 25,
        regularPrice: 25,
        isFree: false,
      },
    ]);
  });
});
